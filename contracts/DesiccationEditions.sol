// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";
import {ERC1155Supply} from "@openzeppelin/contracts/token/ERC1155/extensions/ERC1155Supply.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// The Desiccation drop's editions (drop-pages §2, §4, §9): one ERC1155 token id per item, each with
/// its price, edition size and the time its mint opens (after the raffle window for the raffled
/// titles). A mint is one edition per call and per wallet, for a holder of a member token.
contract DesiccationEditions is ERC1155Supply, Ownable {
    struct Edition {
        uint256 price;
        uint256 size;
        uint64 opens;
    }

    IERC721 public immutable memberToken;
    mapping(uint256 => Edition) public editions;

    error UnknownToken();
    error NotOpen();
    error SoldOut();
    error WrongPrice();
    error NotEligible();
    error AlreadyMinted();

    constructor(string memory uri_, IERC721 memberToken_, uint256[] memory ids, uint256[] memory prices, uint256[] memory sizes, uint64[] memory opens)
        ERC1155(uri_)
        Ownable(msg.sender)
    {
        memberToken = memberToken_;
        for (uint256 i = 0; i < ids.length; i++) {
            editions[ids[i]] = Edition(prices[i], sizes[i], opens[i]);
        }
    }

    function mint(uint256 id) external payable {
        Edition memory e = editions[id];
        if (e.size == 0) revert UnknownToken();
        if (block.timestamp < e.opens) revert NotOpen();
        if (totalSupply(id) >= e.size) revert SoldOut();
        if (msg.value != e.price) revert WrongPrice();
        if (memberToken.balanceOf(msg.sender) == 0) revert NotEligible();
        if (balanceOf(msg.sender, id) > 0) revert AlreadyMinted();
        _mint(msg.sender, id, 1, "");
    }

    /// Owner-only: mints editions without payment (the sandbox seeds a sold-out item with it).
    function teamMint(address to, uint256 id, uint256 amount) external onlyOwner {
        if (totalSupply(id) + amount > editions[id].size) revert SoldOut();
        _mint(to, id, amount, "");
    }

    function withdraw() external onlyOwner {
        payable(owner()).transfer(address(this).balance);
    }
}
