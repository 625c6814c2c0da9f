// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721Enumerable} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721Enumerable.sol";
import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";

/// The layers collection's tears (collections §3, §7): an ERC1155 of alpha (id 1) and beta (id 2)
/// tears. The claim and staking contracts mint them; the tear-use contract burns one per tear,
/// once the holder has approved it (`setApprovalForAll`).
contract VhilsTears is ERC1155, Ownable {
    uint256 public constant ALPHA = 1;
    uint256 public constant BETA = 2;
    mapping(address => bool) public minters;

    error NotMinter();
    error NotApproved();

    constructor(string memory uri_) ERC1155(uri_) Ownable(msg.sender) {}

    function setMinter(address minter, bool allowed) external onlyOwner {
        minters[minter] = allowed;
    }

    function mint(address to, uint256 id, uint256 amount) external {
        if (!minters[msg.sender] && msg.sender != owner()) revert NotMinter();
        _mint(to, id, amount, "");
    }

    function burn(address from, uint256 id, uint256 amount) external {
        if (from != msg.sender && !isApprovedForAll(from, msg.sender)) revert NotApproved();
        _burn(from, id, amount);
    }
}

/// The genesis layers (collections §3, §4): an enumerable ERC721 whose tokens carry a state 0–3 (the
/// tears applied), the tear types used (`tearIdUsed`, whose first entry is ignored) and the
/// artwork revealed (`name`). Only the tear-use contract applies a tear; the burn contract burns an
/// approved layer.
contract VhilsLayers is ERC721Enumerable, Ownable {
    uint8 public constant MAX_TEARS = 3;

    mapping(uint256 tokenId => uint8) public state;
    mapping(uint256 tokenId => uint8[]) private _tearIdUsed;
    mapping(uint256 tokenId => string) public tokenUriOf;
    address public tearUse;
    address public burner;
    uint256 private _next = 1;

    error NotTearUse();
    error NotBurner();
    error FullyRevealed();

    constructor() ERC721("LAYERS", "LAYERS") Ownable(msg.sender) {}

    function setOperators(address tearUse_, address burner_) external onlyOwner {
        tearUse = tearUse_;
        burner = burner_;
    }

    /// Owner-only seeding: mints one layer per given state to `to`, with the tears it used (alpha first).
    function teamMint(address to, uint8[] calldata states) external onlyOwner {
        for (uint256 i = 0; i < states.length; i++) {
            require(states[i] <= MAX_TEARS, "state");
            uint256 id = _next++;
            state[id] = states[i];
            _tearIdUsed[id].push(0);
            for (uint8 t = 0; t < states[i]; t++) _tearIdUsed[id].push(t % 2 == 0 ? 1 : 2);
            _safeMint(to, id);
        }
    }

    function tearIdUsed(uint256 tokenId) external view returns (uint8[] memory) {
        return _tearIdUsed[tokenId];
    }

    /// The revealed artwork's token id (the layer data's `name`): the layer's own id once fully revealed, 0 before.
    function artworkOf(uint256 tokenId) external view returns (uint256) {
        return state[tokenId] == MAX_TEARS ? tokenId : 0;
    }

    function applyTear(uint256 tokenId, uint8 tearType, string calldata uri) external {
        if (msg.sender != tearUse) revert NotTearUse();
        if (state[tokenId] >= MAX_TEARS) revert FullyRevealed();
        state[tokenId] += 1;
        _tearIdUsed[tokenId].push(tearType);
        tokenUriOf[tokenId] = uri;
    }

    /// Burns an owner-approved layer (the burn contract only).
    function burnFrom(uint256 tokenId) external {
        if (msg.sender != burner) revert NotBurner();
        _checkAuthorized(_ownerOf(tokenId), msg.sender, tokenId);
        _burn(tokenId);
    }

    function ownedTokens(address owner) external view returns (uint256[] memory ids) {
        ids = new uint256[](balanceOf(owner));
        for (uint256 i = 0; i < ids.length; i++) ids[i] = tokenOfOwnerByIndex(owner, i);
    }
}

/// Applying a tear (collections §4, §7): `tear(tokenId, tearType, uri, signature)` burns one tear
/// of the type from the layer's owner and moves the layer one state on, with the uri the platform
/// signed for exactly that layer, type and state (its signer key stays on the platform).
contract VhilsTearUse is Ownable {
    VhilsLayers public immutable layers;
    VhilsTears public immutable tears;
    address public immutable signer;

    error NotOwner();
    error BadTearType();
    error InvalidSignature();

    constructor(VhilsLayers layers_, VhilsTears tears_, address signer_) Ownable(msg.sender) {
        layers = layers_;
        tears = tears_;
        signer = signer_;
    }

    function tearDigest(uint256 tokenId, uint8 tearType, uint8 fromState, string memory uri) public view returns (bytes32) {
        return keccak256(abi.encode(block.chainid, address(this), tokenId, tearType, fromState, keccak256(bytes(uri))));
    }

    function tear(uint256 tokenId, uint8 tearType, string calldata uri, bytes calldata signature) external {
        if (tearType != 1 && tearType != 2) revert BadTearType();
        if (layers.ownerOf(tokenId) != msg.sender) revert NotOwner();
        bytes32 digest = MessageHashUtils.toEthSignedMessageHash(tearDigest(tokenId, tearType, layers.state(tokenId), uri));
        (address recovered, ECDSA.RecoverError failure, ) = ECDSA.tryRecover(digest, signature);
        if (failure != ECDSA.RecoverError.NoError || recovered != signer) revert InvalidSignature();
        tears.burn(msg.sender, tearType, 1);
        layers.applyTear(tokenId, tearType, uri);
    }
}

/// Staking (collections §4, §9): an unrevealed layer stakes for tears (rounds of 120, 70 and 40
/// days, one alpha tear each, three at most); a fully revealed one for medals (10, 60, 60, 60, 116
/// days: Bronze to Diamond). The layer is held here while staked; withdrawing after a complete
/// cycle pays its reward, before it pays nothing.
contract VhilsStaking is Ownable {
    uint256 private constant DAY = 1 days;
    VhilsLayers public immutable layers;
    VhilsTears public immutable tears;

    struct Stake {
        address staker;
        uint64 start;
    }

    mapping(uint256 tokenId => Stake) public stakes;
    mapping(uint256 tokenId => uint8) public tearLevel;
    mapping(uint256 tokenId => uint8) public medalRank;
    mapping(address => uint256[]) private _staked;

    error NotOwner();
    error NotStaker();
    error MaxTears();
    error MaxGoal();

    constructor(VhilsLayers layers_, VhilsTears tears_) Ownable(msg.sender) {
        layers = layers_;
        tears = tears_;
    }

    function tearPeriod(uint8 level) public pure returns (uint256) {
        return [uint256(120), 70, 40][level] * DAY;
    }

    function medalPeriod(uint8 rank) public pure returns (uint256) {
        return [uint256(10), 60, 60, 60, 116][rank] * DAY;
    }

    function stake(uint256 tokenId) external {
        if (layers.ownerOf(tokenId) != msg.sender) revert NotOwner();
        bool revealed = layers.state(tokenId) >= 3;
        if (!revealed && tearLevel[tokenId] >= 3) revert MaxTears();
        if (revealed && medalRank[tokenId] >= 5) revert MaxGoal();
        layers.transferFrom(msg.sender, address(this), tokenId);
        stakes[tokenId] = Stake(msg.sender, uint64(block.timestamp));
        _staked[msg.sender].push(tokenId);
    }

    function withdraw(uint256 tokenId) external {
        Stake memory s = stakes[tokenId];
        if (s.staker != msg.sender) revert NotStaker();
        uint256 elapsed = block.timestamp - s.start;
        if (layers.state(tokenId) >= 3) {
            if (medalRank[tokenId] < 5 && elapsed >= medalPeriod(medalRank[tokenId])) medalRank[tokenId] += 1;
        } else if (tearLevel[tokenId] < 3 && elapsed >= tearPeriod(tearLevel[tokenId])) {
            tearLevel[tokenId] += 1;
            tears.mint(msg.sender, 1, 1);
        }
        delete stakes[tokenId];
        uint256[] storage list = _staked[msg.sender];
        for (uint256 i = 0; i < list.length; i++) {
            if (list[i] == tokenId) {
                list[i] = list[list.length - 1];
                list.pop();
                break;
            }
        }
        layers.transferFrom(address(this), msg.sender, tokenId);
    }

    function stakedTokens(address staker) external view returns (uint256[] memory) {
        return _staked[staker];
    }
}

/// Claiming tears (collections §4, §9): in the claim window, each owned layer under 3 tears claims
/// once: 3 alpha tears untouched, 2 torn once, 1 torn twice.
contract VhilsTearClaim is Ownable {
    VhilsLayers public immutable layers;
    VhilsTears public immutable tears;
    uint256 public start;
    uint256 public end;
    mapping(uint256 tokenId => bool) public claimed;

    error WindowClosed();
    error NotClaimable(uint256 tokenId);

    constructor(VhilsLayers layers_, VhilsTears tears_, uint256 start_, uint256 end_) Ownable(msg.sender) {
        layers = layers_;
        tears = tears_;
        start = start_;
        end = end_;
    }

    function checkClaimable(uint256[] calldata ids) external view returns (bool[] memory out) {
        out = new bool[](ids.length);
        for (uint256 i = 0; i < ids.length; i++) out[i] = !claimed[ids[i]] && layers.state(ids[i]) < 3;
    }

    function claim(uint256[] calldata ids) external {
        if (block.timestamp < start || block.timestamp >= end) revert WindowClosed();
        uint256 total;
        for (uint256 i = 0; i < ids.length; i++) {
            uint256 id = ids[i];
            uint8 s = layers.state(id);
            if (claimed[id] || s >= 3 || layers.ownerOf(id) != msg.sender) revert NotClaimable(id);
            claimed[id] = true;
            total += 3 - s;
        }
        tears.mint(msg.sender, 1, total);
    }
}

/// Burning a fully revealed layer for a print (collections §9): type 1 is 1 print for 0.2 ETH,
/// type 2 is 4 prints for 0.8 ETH, type 3 the original billboard artwork for 10 ETH; each burns one
/// approved layer, in the burn window (`start()`, `end()`; `editions(type)` is what each sold).
contract VhilsLayersBurn is Ownable {
    VhilsLayers public immutable layers;
    uint256 public start;
    uint256 public end;
    mapping(uint256 burnType => uint256) public editions;

    event Burned(address indexed owner, uint256 indexed tokenId, uint256 burnType);

    error WindowClosed();
    error NotOwner();
    error NotRevealed();
    error WrongPrice();
    error BadType();

    constructor(VhilsLayers layers_, uint256 start_, uint256 end_) Ownable(msg.sender) {
        layers = layers_;
        start = start_;
        end = end_;
    }

    function price(uint256 burnType) public pure returns (uint256) {
        if (burnType == 1) return 0.2 ether;
        if (burnType == 2) return 0.8 ether;
        if (burnType == 3) return 10 ether;
        revert BadType();
    }

    function burn(uint256 tokenId, uint256 burnType) external payable {
        if (block.timestamp < start || block.timestamp >= end) revert WindowClosed();
        if (layers.ownerOf(tokenId) != msg.sender) revert NotOwner();
        if (layers.state(tokenId) < 3) revert NotRevealed();
        if (msg.value != price(burnType)) revert WrongPrice();
        editions[burnType] += 1;
        layers.burnFrom(tokenId);
        emit Burned(msg.sender, tokenId, burnType);
    }

    function withdraw() external onlyOwner {
        payable(owner()).transfer(address(this).balance);
    }
}
