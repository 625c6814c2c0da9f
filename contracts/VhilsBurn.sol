// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721Enumerable} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721Enumerable.sol";
import {ERC721Burnable} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721Burnable.sol";
import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// The burn's source tokens (drop-pages §4, §7): an enumerable, burnable ERC721 whose tokens each
/// carry one of the three source ids (`sourceOf`). A holder approves each token to the burn contract
/// (`approve`, `getApproved`) before burning it.
contract VhilsSource is ERC721Enumerable, ERC721Burnable, Ownable {
    mapping(uint256 tokenId => uint256) public sourceOf;
    uint256 private _next = 1;

    constructor() ERC721("Vhils Source", "VHILSSRC") Ownable(msg.sender) {}

    /// Owner-only: mints one token of each given source id to `to` (the sandbox seeds the holdings).
    function teamMint(address to, uint256[] calldata sources) external onlyOwner {
        for (uint256 i = 0; i < sources.length; i++) {
            require(sources[i] >= 1 && sources[i] <= 3, "source");
            sourceOf[_next] = sources[i];
            _safeMint(to, _next++);
        }
    }

    function _update(address to, uint256 tokenId, address auth) internal override(ERC721, ERC721Enumerable) returns (address) {
        return super._update(to, tokenId, auth);
    }

    function _increaseBalance(address account, uint128 value) internal override(ERC721, ERC721Enumerable) {
        super._increaseBalance(account, value);
    }

    function supportsInterface(bytes4 interfaceId) public view override(ERC721, ERC721Enumerable) returns (bool) {
        return super.supportsInterface(interfaceId);
    }
}

/// The burn-three-tokens flow (drop-pages §4, §9): three approved source tokens of the caller are
/// burned for one token 4, up to 50 of them.
contract VhilsBurn is ERC1155, Ownable {
    uint256 public constant TOKEN_4 = 4;
    uint256 public constant MAX_TOKEN_4 = 50;
    uint256 public constant TOKENS_TO_BURN = 3;

    VhilsSource public immutable source;
    bool public salesActive;
    uint256 private _token4Supply;

    error SalesInactive();
    error SoldOut();
    error NotOwner(uint256 tokenId);
    error NotApproved(uint256 tokenId);
    error DuplicateToken();

    constructor(string memory uri_, VhilsSource source_, bool salesActive_) ERC1155(uri_) Ownable(msg.sender) {
        source = source_;
        salesActive = salesActive_;
    }

    function getToken4Supply() external view returns (uint256) {
        return _token4Supply;
    }

    function mintToken4(uint256[3] calldata tokenIds) external {
        if (!salesActive) revert SalesInactive();
        if (_token4Supply >= MAX_TOKEN_4) revert SoldOut();
        if (tokenIds[0] == tokenIds[1] || tokenIds[0] == tokenIds[2] || tokenIds[1] == tokenIds[2]) revert DuplicateToken();
        for (uint256 i = 0; i < TOKENS_TO_BURN; i++) {
            uint256 id = tokenIds[i];
            if (source.ownerOf(id) != msg.sender) revert NotOwner(id);
            if (source.getApproved(id) != address(this) && !source.isApprovedForAll(msg.sender, address(this))) revert NotApproved(id);
            source.burn(id);
        }
        _token4Supply++;
        _mint(msg.sender, TOKEN_4, 1, "");
    }

    function setSalesActive(bool active) external onlyOwner {
        salesActive = active;
    }
}
