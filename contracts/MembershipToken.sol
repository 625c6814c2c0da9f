// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// The one-time OX membership token minted from the profile (collections §4, §7, §9): `claim(2, 1)`
/// (sale 2, the profile sale; one token) pays 0.02 ETH and mints token id 1, once per wallet, 2,000 at
/// most; `minted(wallet)` and `totalMinted` are what the profile reads.
contract MembershipToken is ERC1155, Ownable {
    uint256 public constant TOKEN_ID = 1;
    uint256 public constant PROFILE_SALE = 2;
    uint256 public constant MAX_SUPPLY = 2000;
    uint256 public constant price = 0.02 ether;

    uint256 public totalMinted;
    mapping(address wallet => uint256) public minted;

    error UnknownSale();
    error AlreadyMinted();
    error SoldOut();
    error WrongPrice();

    constructor(string memory uri_) ERC1155(uri_) Ownable(msg.sender) {}

    function claim(uint256 sale, uint256 amount) external payable {
        if (sale != PROFILE_SALE || amount != 1) revert UnknownSale();
        if (minted[msg.sender] > 0) revert AlreadyMinted();
        if (totalMinted + amount > MAX_SUPPLY) revert SoldOut();
        if (msg.value != price * amount) revert WrongPrice();
        minted[msg.sender] += amount;
        totalMinted += amount;
        _mint(msg.sender, TOKEN_ID, amount, "");
    }

    function withdraw() external onlyOwner {
        payable(owner()).transfer(address(this).balance);
    }
}
