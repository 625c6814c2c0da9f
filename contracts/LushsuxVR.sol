// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";
import {ERC1155Supply} from "@openzeppelin/contracts/token/ERC1155/extensions/ERC1155Supply.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// VR-001 (drop-pages §2, §5, §7): four items on one ERC1155. The closed edition (sold out), the
/// tethered print claim (`claimTether`, 0.1 ETH), the process video (an airdrop to VIPs: no claim)
/// and the holders' draw NFT (`claimVR`, free). Who may claim is decided on the contract
/// (`isEligibleTether`, `isEligibleVR`); each eligible wallet claims once.
contract LushsuxVR is ERC1155Supply, Ownable {
    uint256 public constant CLOSED_ID = 1;
    uint256 public constant TETHER_ID = 2;
    uint256 public constant VIDEO_ID = 3;
    uint256 public constant VR_ID = 4;
    uint256 public constant CLOSED_EDITION = 100;
    uint256 public constant tetherPrice = 0.1 ether;

    mapping(uint256 id => mapping(address wallet => bool)) public eligible;
    mapping(uint256 id => mapping(address wallet => bool)) public claimed;

    error NotEligible();
    error AlreadyClaimed();
    error WrongPrice();
    error SoldOut();

    constructor(string memory uri_) ERC1155(uri_) Ownable(msg.sender) {}

    function isEligibleTether(address wallet) external view returns (bool) {
        return eligible[TETHER_ID][wallet];
    }

    function isEligibleVR(address wallet) external view returns (bool) {
        return eligible[VR_ID][wallet];
    }

    function claimTether() external payable {
        if (msg.value != tetherPrice) revert WrongPrice();
        _claim(TETHER_ID);
    }

    function claimVR() external {
        _claim(VR_ID);
    }

    function _claim(uint256 id) private {
        if (!eligible[id][msg.sender]) revert NotEligible();
        if (claimed[id][msg.sender]) revert AlreadyClaimed();
        claimed[id][msg.sender] = true;
        _mint(msg.sender, id, 1, "");
    }

    /// Owner-only: who may claim the tether (id 2) or the draw NFT (id 4).
    function setEligible(uint256 id, address[] calldata wallets, bool value) external onlyOwner {
        for (uint256 i = 0; i < wallets.length; i++) eligible[id][wallets[i]] = value;
    }

    /// Owner-only: mints without payment (the sandbox seeds the sold-out closed edition).
    function teamMint(address to, uint256 id, uint256 amount) external onlyOwner {
        if (id == CLOSED_ID && totalSupply(CLOSED_ID) + amount > CLOSED_EDITION) revert SoldOut();
        _mint(to, id, amount, "");
    }

    function withdraw() external onlyOwner {
        payable(owner()).transfer(address(this).balance);
    }
}
