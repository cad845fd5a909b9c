// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// The parts of the lab registry (ens/LabEnsRegistry.sol) the reverse registrar writes.
interface ILabEnsRegistry {
    function setSubnodeOwner(bytes32 node, bytes32 label, address owner) external returns (bytes32);

    function setResolver(bytes32 node, address resolver) external;
}

/// A minimal ENS reverse registrar that is also the reverse nodes' resolver: it owns
/// `addr.reverse` in the registry and answers `name(bytes32)` (EIP-181) for
/// `<lower-case hex address>.addr.reverse`, so a client can ask which primary name an address
/// claims (and must then check that the name resolves back to the address).
contract LabReverseRegistrar {
    /// namehash("addr.reverse")
    bytes32 public constant ADDR_REVERSE_NODE =
        0x91d1777781884d03a6757a803996e38de2a42967fb37eeaca72729271025a9e2;
    bytes16 private constant HEX = "0123456789abcdef";

    ILabEnsRegistry public immutable registry;
    /// The lab deployer, who may set a primary name for any address (the lab's start-up does).
    address public immutable controller;
    mapping(bytes32 => string) private names;

    event NameChanged(bytes32 indexed node, string name);

    constructor(ILabEnsRegistry registry_) {
        registry = registry_;
        controller = msg.sender;
    }

    /// Sets the caller's own primary name.
    function setName(string calldata newName) external returns (bytes32) {
        return setNameForAddr(msg.sender, newName);
    }

    /// Sets `addr`'s primary name; only `addr` itself or the controller may.
    function setNameForAddr(address addr, string calldata newName) public returns (bytes32 node) {
        require(msg.sender == addr || msg.sender == controller, "not allowed");
        bytes32 label = sha3HexAddress(addr);
        node = keccak256(abi.encodePacked(ADDR_REVERSE_NODE, label));
        registry.setSubnodeOwner(ADDR_REVERSE_NODE, label, address(this));
        registry.setResolver(node, address(this));
        names[node] = newName;
        emit NameChanged(node, newName);
    }

    function name(bytes32 node) external view returns (string memory) {
        return names[node];
    }

    function supportsInterface(bytes4 id) external pure returns (bool) {
        // ERC-165, name(bytes32)
        return id == 0x01ffc9a7 || id == 0x691f3431;
    }

    /// keccak256 of the address as 40 lower-case hex characters (the reverse node's label).
    function sha3HexAddress(address addr) private pure returns (bytes32) {
        bytes memory text = new bytes(40);
        uint160 value = uint160(addr);
        for (uint256 i = 40; i > 0; ) {
            i--;
            text[i] = HEX[value & 0xf];
            value >>= 4;
        }
        return keccak256(text);
    }
}
