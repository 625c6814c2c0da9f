// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// The Joker print claim (collections §2, §7, §9): 150 physical prints, each tethered to the NFT of
/// its number. Whoever holds the print's link claims token `id` (1–150) once with `claim(id)`,
/// paying the list price of 0.5 ETH.
contract JokerPrintClaim is ERC721, Ownable {
    uint256 public constant EDITION = 150;
    uint256 public constant price = 0.5 ether;
    uint256 public totalSupply;
    bool public salesActive;

    error SalesInactive();
    error UnknownToken();
    error AlreadyClaimed();
    error WrongPrice();

    constructor(bool salesActive_) ERC721("Lushsux Joker Print", "JOKER") Ownable(msg.sender) {
        salesActive = salesActive_;
    }

    function claimed(uint256 id) public view returns (bool) {
        return _ownerOf(id) != address(0);
    }

    function claim(uint256 id) external payable {
        if (!salesActive) revert SalesInactive();
        if (id == 0 || id > EDITION) revert UnknownToken();
        if (claimed(id)) revert AlreadyClaimed();
        if (msg.value != price) revert WrongPrice();
        totalSupply++;
        _safeMint(msg.sender, id);
    }

    function setSalesActive(bool active) external onlyOwner {
        salesActive = active;
    }

    /// Owner-only: claims a print for its holder without payment (the sandbox seeds a claimed one).
    function teamClaim(address to, uint256 id) external onlyOwner {
        if (id == 0 || id > EDITION) revert UnknownToken();
        if (claimed(id)) revert AlreadyClaimed();
        totalSupply++;
        _safeMint(to, id);
    }

    function withdraw() external onlyOwner {
        payable(owner()).transfer(address(this).balance);
    }
}
