// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721Enumerable} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721Enumerable.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";

/// The chatbot-character keys (collections §3, §4, §7, §9): 333 keys at 0.2 ETH, at most 2 per
/// wallet. The whitelist and founders mints take the platform's signature over (chain id, this
/// contract, wallet, max amount): another wallet or amount fails here; the public mint needs none.
/// Each phase opens at its time (the founders phase also ends).
contract SynthiaKeys is ERC721Enumerable, Ownable {
    uint256 public constant PRICE = 0.2 ether;
    uint256 public constant MAX_PER_WALLET = 2;

    address public immutable signer;
    uint256 public immutable supply;
    uint256 public whitelistStart;
    uint256 public publicStart;
    uint256 public foundersStart;
    uint256 public foundersEnd;
    uint256 public mintedPublic;
    mapping(address => uint256) public claimed;
    uint256 private _next = 1;

    error PhaseInactive();
    error SoldOut();
    error OverWalletLimit();
    error OverAllocation();
    error InvalidSignature();
    error WrongPrice();

    constructor(address signer_, uint256 supply_, uint256[4] memory times) ERC721("Synthia Keys", "SYNKEY") Ownable(msg.sender) {
        signer = signer_;
        supply = supply_;
        (whitelistStart, foundersStart, foundersEnd, publicStart) = (times[0], times[1], times[2], times[3]);
    }

    function whitelistDigest(address wallet, uint256 maxAmount) public view returns (bytes32) {
        return keccak256(abi.encode(block.chainid, address(this), wallet, maxAmount));
    }

    /// The whitelist (or, in its window, founders) mint: `quantity` keys within the signed `maxAmount`.
    function whitelistMint(uint256 maxAmount, bytes calldata signature, uint256 quantity) external payable {
        bool founders = block.timestamp >= foundersStart && block.timestamp < foundersEnd;
        if (block.timestamp < whitelistStart && !founders) revert PhaseInactive();
        (address recovered, ECDSA.RecoverError failure, ) = ECDSA.tryRecover(MessageHashUtils.toEthSignedMessageHash(whitelistDigest(msg.sender, maxAmount)), signature);
        if (failure != ECDSA.RecoverError.NoError || recovered != signer) revert InvalidSignature();
        if (claimed[msg.sender] + quantity > maxAmount) revert OverAllocation();
        _mintKeys(quantity);
    }

    function publicMint(uint256 quantity) external payable {
        if (block.timestamp < publicStart) revert PhaseInactive();
        mintedPublic += quantity;
        _mintKeys(quantity);
    }

    function _mintKeys(uint256 quantity) private {
        if (quantity == 0 || claimed[msg.sender] + quantity > MAX_PER_WALLET) revert OverWalletLimit();
        if (totalSupply() + quantity > supply) revert SoldOut();
        if (msg.value != PRICE * quantity) revert WrongPrice();
        claimed[msg.sender] += quantity;
        for (uint256 i = 0; i < quantity; i++) _safeMint(msg.sender, _next++);
    }

    // The reads the spec names (collections §7).
    function getWhitelistSalesStartDate() external view returns (uint256) { return whitelistStart; }
    function getPublicSalesStartDate() external view returns (uint256) { return publicStart; }
    function getFoundersSalesStartDate() external view returns (uint256) { return foundersStart; }
    function getFoundersSalesEndDate() external view returns (uint256) { return foundersEnd; }
    function getAmountMintedPublic() external view returns (uint256) { return mintedPublic; }
    function getTotalSupply() external view returns (uint256) { return supply; }
    function getNClaimed(address wallet) external view returns (uint256) { return claimed[wallet]; }

    function getOwnedTokens(address wallet) external view returns (uint256[] memory ids) {
        ids = new uint256[](balanceOf(wallet));
        for (uint256 i = 0; i < ids.length; i++) ids[i] = tokenOfOwnerByIndex(wallet, i);
    }

    function withdraw() external onlyOwner {
        payable(owner()).transfer(address(this).balance);
    }
}
