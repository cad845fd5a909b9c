// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./TokenBase.sol";

/// A standard ERC-20 for the Portico lab.
contract LabToken is TokenBase {
    constructor(string memory name_, string memory symbol_, uint8 decimals_)
        TokenBase(name_, symbol_, decimals_) {}

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        _approve(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        _spendAllowance(from, msg.sender, value);
        _move(from, to, value);
        return true;
    }
}
