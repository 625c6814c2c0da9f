// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721Enumerable} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721Enumerable.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// The members' token (drop-pages §3, §5): an enumerable ERC721 whose token number decides the
/// holder's tier (below 60 tier 1, below 90 tier 2, below 102 tier 3, else 4) and whose balance
/// gates the VR-002 editions and, with the artist token, the Floating auction. The devnet stand-in
/// of the platform's contract: the reads the pages make, and an owner mint to seed holdings.
contract MemberToken is ERC721Enumerable, Ownable {
    uint256 public constant MAX_SUPPLY = 4444;
    uint256 private _next;

    error SoldOut();

    constructor() ERC721("Member Token", "MEMBER") Ownable(msg.sender) {}

    /// The token number the tiers are read from (token ids count from 0, numbers from 1).
    function getTokenNoFromId(uint256 tokenId) external view returns (uint256) {
        _requireOwned(tokenId);
        return tokenId + 1;
    }

    /// Owner-only: mints `count` tokens in order (the sandbox seeds the demo wallets' holdings).
    function teamMint(address to, uint256 count) external onlyOwner {
        if (_next + count > MAX_SUPPLY) revert SoldOut();
        for (uint256 i = 0; i < count; i++) {
            _safeMint(to, _next++);
        }
    }
}
