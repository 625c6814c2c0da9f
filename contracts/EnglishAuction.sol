// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {IERC1155} from "@openzeppelin/contracts/token/ERC1155/IERC1155.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";

/// The live auctions (drop-pages §3, §4, §5): English auctions of one-of-one pieces, keyed by
/// (token, salt). A bid must reach the highest bid (the reserve before any) plus the minimal gap,
/// from a wallet holding the artist's token or a member token; the outbid bidder is refunded at
/// once (or, when the refund cannot be sent, may withdraw it); a bid in the last `windowTime`
/// moves the end to `windowTime` after it. After the end, `settle` mints the piece to the winner
/// and pays the owner.
contract EnglishAuction is ERC721, Ownable, ReentrancyGuard {
    struct AuctionItem {
        uint8 itemType;
        address highestBidder;
        uint256 highestBid;
        uint64 windowTime;
        uint256 minimalBidGap;
        uint256 reservePrice;
        uint64 startAt;
        uint64 endAt;
        bool settled;
    }

    IERC1155 public immutable artistToken;
    uint256 public immutable artistTokenId;
    IERC721 public immutable memberToken;

    mapping(bytes32 => AuctionItem) private items;
    /// Refunds that could not be sent with the next bid, to withdraw.
    mapping(address => uint256) public pendingReturns;

    event AuctionCreated(uint256 indexed token, string salt, uint256 reservePrice, uint64 startAt, uint64 endAt);
    event BidPlaced(uint256 indexed token, string salt, address indexed bidder, uint256 amount, address previousBidder, uint256 previousAmount, uint64 endAt);
    event AuctionSettled(uint256 indexed token, string salt, address indexed winner, uint256 amount);

    error AuctionExists();
    error UnknownAuction();
    error NotActive();
    error NotEligible();
    error BidTooLow();
    error NotEnded();
    error AlreadySettled();

    constructor(IERC1155 artistToken_, uint256 artistTokenId_, IERC721 memberToken_) ERC721("Floating", "FLOAT") Ownable(msg.sender) {
        artistToken = artistToken_;
        artistTokenId = artistTokenId_;
        memberToken = memberToken_;
    }

    function key(uint256 token, string memory salt) public pure returns (bytes32) {
        return keccak256(abi.encode(token, salt));
    }

    /// The item as the page reads it (drop-pages §3); all zeros for an unknown one.
    function auctionItems(uint256 token, string calldata salt)
        external
        view
        returns (uint8 itemType, address highestBidder, uint256 highestBid, uint64 windowTime, uint256 minimalBidGap, uint256 reservePrice, uint64 startAt, uint64 endAt)
    {
        AuctionItem storage a = items[key(token, salt)];
        return (a.itemType, a.highestBidder, a.highestBid, a.windowTime, a.minimalBidGap, a.reservePrice, a.startAt, a.endAt);
    }

    function createAuction(uint256 token, string calldata salt, uint256 reservePrice, uint256 minimalBidGap, uint64 windowTime, uint64 startAt, uint64 endAt) external onlyOwner {
        AuctionItem storage a = items[key(token, salt)];
        if (a.endAt != 0) revert AuctionExists();
        require(startAt < endAt && minimalBidGap > 0, "bad auction");
        items[key(token, salt)] = AuctionItem(1, address(0), 0, windowTime, minimalBidGap, reservePrice, startAt, endAt, false);
        emit AuctionCreated(token, salt, reservePrice, startAt, endAt);
    }

    function eligible(address wallet) public view returns (bool) {
        return artistToken.balanceOf(wallet, artistTokenId) + memberToken.balanceOf(wallet) > 0;
    }

    function bid(uint256 token, string calldata salt) external payable nonReentrant {
        AuctionItem storage a = items[key(token, salt)];
        if (a.endAt == 0) revert UnknownAuction();
        if (block.timestamp < a.startAt || block.timestamp >= a.endAt) revert NotActive();
        if (!eligible(msg.sender)) revert NotEligible();
        uint256 base = a.highestBidder == address(0) ? a.reservePrice : a.highestBid;
        if (msg.value < base + a.minimalBidGap) revert BidTooLow();

        address previousBidder = a.highestBidder;
        uint256 previousAmount = a.highestBid;
        a.highestBidder = msg.sender;
        a.highestBid = msg.value;
        if (a.endAt - block.timestamp < a.windowTime) a.endAt = uint64(block.timestamp) + a.windowTime;
        emit BidPlaced(token, salt, msg.sender, msg.value, previousBidder, previousAmount, a.endAt);

        if (previousBidder != address(0)) {
            (bool sent, ) = payable(previousBidder).call{value: previousAmount, gas: 10000}("");
            if (!sent) pendingReturns[previousBidder] += previousAmount;
        }
    }

    function withdraw() external nonReentrant {
        uint256 amount = pendingReturns[msg.sender];
        pendingReturns[msg.sender] = 0;
        payable(msg.sender).transfer(amount);
    }

    function settle(uint256 token, string calldata salt) external nonReentrant {
        AuctionItem storage a = items[key(token, salt)];
        if (a.endAt == 0) revert UnknownAuction();
        if (block.timestamp < a.endAt) revert NotEnded();
        if (a.settled) revert AlreadySettled();
        a.settled = true;
        if (a.highestBidder != address(0)) {
            _mint(a.highestBidder, token);
            payable(owner()).transfer(a.highestBid);
        }
        emit AuctionSettled(token, salt, a.highestBidder, a.highestBid);
    }
}
