// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./TokenBase.sol";

/// Mimics Tether USD's non-standard interface: `transfer`, `transferFrom` and `approve` return
/// nothing, and `approve` refuses to change a non-zero allowance to another non-zero value.
/// Callers that decode a `bool` (a strict ERC-20 ABI) fail against it, as against USDT.
contract UsdtLikeToken is TokenBase {
    constructor(string memory name_, string memory symbol_, uint8 decimals_)
        TokenBase(name_, symbol_, decimals_) {}

    function transfer(address to, uint256 value) external {
        _move(msg.sender, to, value);
    }

    function approve(address spender, uint256 value) external {
        require(value == 0 || allowance[msg.sender][spender] == 0, "USDT: reset allowance to 0 first");
        _approve(msg.sender, spender, value);
    }

    function transferFrom(address from, address to, uint256 value) external {
        _spendAllowance(from, msg.sender, value);
        _move(from, to, value);
    }
}
