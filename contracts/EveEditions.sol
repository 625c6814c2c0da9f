// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// The Eve of Revolution editions (drop-pages §3, §4, §7): one ERC1155 token id per item (ids 0-9 by
/// title; the storyboard items on a second deployment), each with its token info: public or not,
/// the most per transaction, editions and minted, price (0 for the free open editions), the public
/// window and uri. A wallet mints each token once (`claimed`).
contract EveEditions is ERC1155, Ownable {
    struct TokenInfo {
        bool tradingPaused;
        bool isPublic;
        uint256 maxPerTxn;
        uint256 editions;
        uint256 minted;
        uint256 price;
        uint256 start;
        uint256 end;
        string uri;
    }

    mapping(uint256 id => TokenInfo) public tokens;
    mapping(uint256 id => mapping(address wallet => bool)) public claimed;

    error UnknownToken();
    error MintInactive();
    error NotStarted();
    error Ended();
    error TooMany();
    error SoldOut();
    error AlreadyMinted();
    error WrongPrice();

    constructor() ERC1155("") Ownable(msg.sender) {}

    function mint(uint256 id, uint256 amount) external payable {
        TokenInfo storage t = tokens[id];
        if (t.editions == 0) revert UnknownToken();
        if (!t.isPublic || t.tradingPaused) revert MintInactive();
        if (block.timestamp < t.start) revert NotStarted();
        if (block.timestamp >= t.end) revert Ended();
        if (amount == 0 || amount > t.maxPerTxn) revert TooMany();
        if (t.minted + amount > t.editions) revert SoldOut();
        if (claimed[id][msg.sender]) revert AlreadyMinted();
        if (msg.value != t.price * amount) revert WrongPrice();
        claimed[id][msg.sender] = true;
        t.minted += amount;
        _mint(msg.sender, id, amount, "");
    }

    function uri(uint256 id) public view override returns (string memory) {
        return tokens[id].uri;
    }

    /// Owner-only: a token's info (the sandbox sets the devnet's, its window around the deploy).
    function setToken(uint256 id, bool isPublic, uint256 maxPerTxn, uint256 editions, uint256 price, uint256 start, uint256 end, string calldata uri_) external onlyOwner {
        TokenInfo storage t = tokens[id];
        t.isPublic = isPublic;
        t.maxPerTxn = maxPerTxn;
        t.editions = editions;
        t.price = price;
        t.start = start;
        t.end = end;
        t.uri = uri_;
    }

    function withdraw() external onlyOwner {
        payable(owner()).transfer(address(this).balance);
    }
}
