// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";

/// The tethered mint (drop-pages §2, §4, §7, §9): 300 editions of Bulls Power, each tethered to a
/// physical print. The platform keeps the whitelist: an entry gives a wallet the editions
/// `index .. index + allocated - 1` and carries the platform signer's signature over
/// (chain id, this contract, wallet, index, allocated). `claim` checks that signature for the
/// calling wallet, so an entry cannot be replayed by another wallet, for other editions or on
/// another chain; each entry is claimed once, at 0.05 ETH per edition.
contract BullsPowerTethered is ERC721, Ownable {
    uint256 public constant MAX_SUPPLY = 300;
    uint256 public constant price = 0.05 ether;

    /// The platform's claim signer (its key lives in the platform, never in the browser).
    address public immutable signer;
    uint256 public totalSupply;
    /// Whether the whitelist entry starting at this index has been claimed.
    mapping(uint256 => bool) public claimed;

    error SoldOut();
    error AlreadyClaimed();
    error InvalidClaim();
    error WrongPrice();

    constructor(address signer_) ERC721("Bulls Power (Tethered)", "BULLS") Ownable(msg.sender) {
        signer = signer_;
    }

    /// What the platform signs (as an Ethereum signed message) for one whitelist entry.
    function claimDigest(address wallet, uint256 index, uint256 allocated) public view returns (bytes32) {
        return keccak256(abi.encode(block.chainid, address(this), wallet, index, allocated));
    }

    function claim(uint256 index, uint256 allocated, bytes calldata hash) external payable {
        if (totalSupply + allocated > MAX_SUPPLY) revert SoldOut();
        if (claimed[index]) revert AlreadyClaimed();
        if (allocated == 0 || index == 0 || index + allocated - 1 > MAX_SUPPLY) revert InvalidClaim();
        (address recovered, ECDSA.RecoverError failure, ) = ECDSA.tryRecover(MessageHashUtils.toEthSignedMessageHash(claimDigest(msg.sender, index, allocated)), hash);
        if (failure != ECDSA.RecoverError.NoError || recovered != signer) revert InvalidClaim();
        if (msg.value != price * allocated) revert WrongPrice();
        claimed[index] = true;
        totalSupply += allocated;
        for (uint256 i = 0; i < allocated; i++) _mint(msg.sender, index + i);
    }

    function withdraw() external onlyOwner {
        payable(owner()).transfer(address(this).balance);
    }
}
