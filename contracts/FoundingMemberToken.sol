// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";
import {ERC1155Supply} from "@openzeppelin/contracts/token/ERC1155/extensions/ERC1155Supply.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// The founding member token (drop-pages §2, §7, §9): token id 0, 2,000 editions at 0.002 ETH,
/// claimed with `claim(0, 1)` until the sale's end (1 Feb 2022). Sold out: the sandbox seeds all
/// 2,000.
contract FoundingMemberToken is ERC1155Supply, Ownable {
    uint256 public constant TOKEN_ID = 0;
    uint256 public constant MAX_SUPPLY = 2000;
    uint256 public constant price = 0.002 ether;
    uint256 public immutable saleEnds;

    error UnknownToken();
    error SaleEnded();
    error SoldOut();
    error WrongPrice();

    constructor(string memory uri_, uint256 saleEnds_) ERC1155(uri_) Ownable(msg.sender) {
        saleEnds = saleEnds_;
    }

    function claim(uint256 id, uint256 amount) external payable {
        if (id != TOKEN_ID) revert UnknownToken();
        if (block.timestamp >= saleEnds) revert SaleEnded();
        if (totalSupply(TOKEN_ID) + amount > MAX_SUPPLY) revert SoldOut();
        if (msg.value != price * amount) revert WrongPrice();
        _mint(msg.sender, TOKEN_ID, amount, "");
    }

    function totalSupply() public view override returns (uint256) {
        return totalSupply(TOKEN_ID);
    }

    /// Owner-only: mints editions without payment (the sandbox seeds the sold-out state).
    function teamMint(address to, uint256 amount) external onlyOwner {
        if (totalSupply(TOKEN_ID) + amount > MAX_SUPPLY) revert SoldOut();
        _mint(to, TOKEN_ID, amount, "");
    }
}
