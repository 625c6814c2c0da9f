// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";
import {ERC1155Supply} from "@openzeppelin/contracts/token/ERC1155/extensions/ERC1155Supply.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// VR-002 (drop-pages §2, §5, §9): three editions minted with `mintToken(id)` at 0.001 ETH, gated
/// on the wallet's member-token balance (edition of 50: 1 or more; 25: 5 or more; 10: 10 or more),
/// one per wallet and id; and the burn item (free, edition of 50), minted by burning 3 of the
/// wallet's VR-002 tokens.
contract LushsuxVR002 is ERC1155Supply, Ownable {
    uint256 public constant BURN_ID = 4;
    uint256 public constant BURN_EDITION = 50;
    uint256 public constant TOKENS_TO_BURN = 3;
    uint256 public constant price = 0.001 ether;

    IERC721 public immutable memberToken;

    mapping(address wallet => mapping(uint256 id => bool)) public minted;

    error UnknownToken();
    error NotEligible();
    error AlreadyMinted();
    error WrongPrice();
    error SoldOut();
    error NotEnoughTokens();

    constructor(string memory uri_, IERC721 memberToken_) ERC1155(uri_) Ownable(msg.sender) {
        memberToken = memberToken_;
    }

    /// The edition of a mintable id (0 for any other).
    function editionOf(uint256 id) public pure returns (uint256) {
        if (id == 1) return 50;
        if (id == 2) return 25;
        if (id == 3) return 10;
        return 0;
    }

    /// The member tokens a wallet needs to mint the id.
    function membersNeeded(uint256 id) public pure returns (uint256) {
        if (id == 1) return 1;
        if (id == 2) return 5;
        if (id == 3) return 10;
        return type(uint256).max;
    }

    function eligibleClaim(address wallet, uint256 id) public view returns (bool) {
        return editionOf(id) > 0 && memberToken.balanceOf(wallet) >= membersNeeded(id);
    }

    function mintToken(uint256 id) external payable {
        uint256 edition = editionOf(id);
        if (edition == 0) revert UnknownToken();
        if (msg.value != price) revert WrongPrice();
        if (!eligibleClaim(msg.sender, id)) revert NotEligible();
        if (minted[msg.sender][id]) revert AlreadyMinted();
        if (totalSupply(id) >= edition) revert SoldOut();
        minted[msg.sender][id] = true;
        _mint(msg.sender, id, 1, "");
    }

    /// Burns one token of each given id (three in all, repeats allowed) for one burn item.
    function burnToken(uint256[] calldata ids) external {
        if (ids.length != TOKENS_TO_BURN) revert NotEnoughTokens();
        if (totalSupply(BURN_ID) >= BURN_EDITION) revert SoldOut();
        for (uint256 i = 0; i < ids.length; i++) {
            if (editionOf(ids[i]) == 0) revert UnknownToken();
            _burn(msg.sender, ids[i], 1);
        }
        _mint(msg.sender, BURN_ID, 1, "");
    }

    function withdraw() external onlyOwner {
        payable(owner()).transfer(address(this).balance);
    }
}
