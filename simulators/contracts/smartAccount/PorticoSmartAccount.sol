// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// The embedded wallet's smart account in the lab: one owner key, single and batched calls
/// (a batch is atomic: any failing call reverts them all), ERC-1271 signatures by the owner.
contract PorticoSmartAccount {
    struct Call {
        address to;
        uint256 value;
        bytes data;
    }

    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    receive() external payable {}

    modifier onlyOwner() {
        require(msg.sender == owner, "not the owner");
        _;
    }

    function execute(address to, uint256 value, bytes calldata data) external onlyOwner returns (bytes memory) {
        return _call(to, value, data);
    }

    function executeBatch(Call[] calldata calls) external onlyOwner {
        for (uint256 i = 0; i < calls.length; i++) {
            _call(calls[i].to, calls[i].value, calls[i].data);
        }
    }

    /// ERC-1271: valid when the owner signed `hash`.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        return ecrecover(hash, v, r, s) == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }

    function _call(address to, uint256 value, bytes calldata data) private returns (bytes memory) {
        (bool ok, bytes memory result) = to.call{value: value}(data);
        if (!ok) {
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
        return result;
    }
}

/// Deploys accounts at their counterfactual (CREATE2) address on first use.
contract PorticoSmartAccountFactory {
    function createAccount(address owner, bytes32 salt) external returns (address account) {
        account = getAddress(owner, salt);
        if (account.code.length > 0) return account;
        return address(new PorticoSmartAccount{salt: salt}(owner));
    }

    function getAddress(address owner, bytes32 salt) public view returns (address) {
        bytes32 code = keccak256(abi.encodePacked(type(PorticoSmartAccount).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, code)))));
    }
}
