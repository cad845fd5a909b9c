// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IOwned {
    function owner(bytes32 node) external view returns (address);
}

/// A minimal ENS-compatible public resolver: `addr(bytes32)` (EIP-137) and `text(bytes32,
/// string)` (EIP-634, e.g. "avatar"), writable by the node's owner in the registry.
contract LabEnsResolver {
    IOwned public immutable registry;
    mapping(bytes32 => address) private addresses;
    mapping(bytes32 => mapping(string => string)) private texts;

    event AddrChanged(bytes32 indexed node, address a);
    event TextChanged(bytes32 indexed node, string indexed indexedKey, string key, string value);

    constructor(IOwned registry_) {
        registry = registry_;
    }

    modifier authorised(bytes32 node) {
        require(registry.owner(node) == msg.sender, "not the owner");
        _;
    }

    function addr(bytes32 node) external view returns (address) {
        return addresses[node];
    }

    function text(bytes32 node, string calldata key) external view returns (string memory) {
        return texts[node][key];
    }

    function setAddr(bytes32 node, address a) external authorised(node) {
        addresses[node] = a;
        emit AddrChanged(node, a);
    }

    function setText(bytes32 node, string calldata key, string calldata value)
        external
        authorised(node)
    {
        texts[node][key] = value;
        emit TextChanged(node, key, key, value);
    }

    function supportsInterface(bytes4 id) external pure returns (bool) {
        // ERC-165, addr(bytes32), text(bytes32,string)
        return id == 0x01ffc9a7 || id == 0x3b3b57de || id == 0x59d1d43c;
    }
}
