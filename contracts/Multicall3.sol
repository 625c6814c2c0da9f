// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// The part of Multicall3's interface viem and the site call: `aggregate3` runs several calls in one
/// `eth_call`, each allowed to fail on its own (viem's `multicall` and batched `call`),
/// `getEthBalance` answers a batched `getBalance` (every function of viem's `multicall3Abi`), and `getBlockNumber` lets a batch say which
/// block it read. Mainnet and Sepolia have Multicall3 at its canonical address; the sandbox
/// places this contract's code at the same address on the devnet, so every chain batches alike.
contract Multicall3 {
    struct Call3 {
        address target;
        bool allowFailure;
        bytes callData;
    }

    struct Result {
        bool success;
        bytes returnData;
    }

    function aggregate3(Call3[] calldata calls) external payable returns (Result[] memory results) {
        results = new Result[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            (bool success, bytes memory returnData) = calls[i].target.call(calls[i].callData);
            require(success || calls[i].allowFailure, "Multicall3: call failed");
            results[i] = Result(success, returnData);
        }
    }

    function getEthBalance(address addr) external view returns (uint256 balance) {
        balance = addr.balance;
    }

    function getCurrentBlockTimestamp() external view returns (uint256 timestamp) {
        timestamp = block.timestamp;
    }

    function getBlockNumber() external view returns (uint256 blockNumber) {
        blockNumber = block.number;
    }
}
