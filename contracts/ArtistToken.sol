// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// An artist's token (drop-pages §5: Floating auction eligibility is artist token + member token
/// balance above 0). One ERC1155 contract, a token id per artist; the sandbox seeds holdings.
contract ArtistToken is ERC1155, Ownable {
    constructor(string memory uri_) ERC1155(uri_) Ownable(msg.sender) {}

    /// Owner-only: mints `amount` of the artist token `id` to `to`.
    function teamMint(address to, uint256 id, uint256 amount) external onlyOwner {
        _mint(to, id, amount, "");
    }
}
