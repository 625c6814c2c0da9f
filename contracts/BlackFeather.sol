// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";
import {ERC1155Supply} from "@openzeppelin/contracts/token/ERC1155/extensions/ERC1155Supply.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// Black Feather member token: one ERC1155 token id, 2000 editions at 0.02 ETH, one per mint call.
contract BlackFeather is ERC1155Supply, Ownable {
    uint256 public constant TOKEN_ID = 0;
    uint256 public constant MAX_SUPPLY = 2000;
    uint256 public constant price = 0.02 ether;

    bool public salesActive;

    error SalesInactive();
    error SoldOut();
    error WrongPrice();

    constructor(string memory uri_, bool salesActive_) ERC1155(uri_) Ownable(msg.sender) {
        salesActive = salesActive_;
    }

    function mint() external payable {
        if (!salesActive) revert SalesInactive();
        if (totalSupply(TOKEN_ID) >= MAX_SUPPLY) revert SoldOut();
        if (msg.value != price) revert WrongPrice();
        _mint(msg.sender, TOKEN_ID, 1, "");
    }

    /// The supply of the one token id, as the drop page reads it.
    function totalSupply() public view override returns (uint256) {
        return totalSupply(TOKEN_ID);
    }

    function setSalesActive(bool active) external onlyOwner {
        salesActive = active;
    }

    /// Owner-only: mints editions without payment (the sandbox uses it to seed holdings and a sold-out state).
    function teamMint(address to, uint256 amount) external onlyOwner {
        if (totalSupply(TOKEN_ID) + amount > MAX_SUPPLY) revert SoldOut();
        _mint(to, TOKEN_ID, amount, "");
    }

    function withdraw() external onlyOwner {
        payable(owner()).transfer(address(this).balance);
    }
}
