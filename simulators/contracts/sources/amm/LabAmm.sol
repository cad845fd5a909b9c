// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// The Portico lab's DEX: constant-product pairs (x * y = k) between any two assets, the chain's
/// native token written as 0xEeee…EEeE (the convert API's convention), and the router that swaps
/// through them. Each swap takes the provider fee of SPEC §9 (0.85 %) from the input and pays it
/// to `feeRecipient` on the spot, so the fee a visitor is shown is the fee the chain takes.
/// Tokens are moved with low-level calls so that tokens returning nothing (USDT) work too.
contract LabAmm {
    address public constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;
    /// 0.85 % = 85 / 10 000.
    uint256 public constant FEE_BPS = 85;
    address public immutable feeRecipient;

    struct Pair {
        uint256 reserve0;
        uint256 reserve1;
    }

    /// Keyed by the lower address, then the higher one.
    mapping(address => mapping(address => Pair)) private pairs;

    event LiquidityAdded(address indexed tokenA, address indexed tokenB, uint256 amountA, uint256 amountB);
    event Swap(
        address indexed sender,
        address indexed tokenIn,
        address indexed tokenOut,
        uint256 amountIn,
        uint256 amountOut,
        uint256 fee,
        address to
    );

    constructor(address feeRecipient_) {
        require(feeRecipient_ != address(0), "LabAmm: fee recipient");
        feeRecipient = feeRecipient_;
    }

    /// The pair's reserves, oriented as asked.
    function getReserves(address tokenIn, address tokenOut)
        public
        view
        returns (uint256 reserveIn, uint256 reserveOut)
    {
        Pair storage pair = _pair(tokenIn, tokenOut);
        (reserveIn, reserveOut) = tokenIn < tokenOut
            ? (pair.reserve0, pair.reserve1)
            : (pair.reserve1, pair.reserve0);
    }

    /// What `swap` pays for `amountIn` right now, and the fee it takes from the input.
    function quote(address tokenIn, address tokenOut, uint256 amountIn)
        public
        view
        returns (uint256 amountOut, uint256 fee)
    {
        (uint256 reserveIn, uint256 reserveOut) = getReserves(tokenIn, tokenOut);
        require(reserveIn > 0 && reserveOut > 0, "LabAmm: no liquidity");
        fee = (amountIn * FEE_BPS) / 10_000;
        uint256 net = amountIn - fee;
        amountOut = (net * reserveOut) / (reserveIn + net);
    }

    /// Adds to a pair's reserves (the lab seeds its pairs with it). Send the native side as value.
    function addLiquidity(address tokenA, address tokenB, uint256 amountA, uint256 amountB)
        external
        payable
    {
        require(tokenA != tokenB, "LabAmm: identical assets");
        uint256 nativeIn = (tokenA == NATIVE ? amountA : 0) + (tokenB == NATIVE ? amountB : 0);
        require(msg.value == nativeIn, "LabAmm: value mismatch");
        if (tokenA != NATIVE) _pull(tokenA, msg.sender, amountA);
        if (tokenB != NATIVE) _pull(tokenB, msg.sender, amountB);
        _credit(tokenA, tokenB, amountA, 0);
        _credit(tokenB, tokenA, amountB, 0);
        emit LiquidityAdded(tokenA, tokenB, amountA, amountB);
    }

    /// Swaps exactly `amountIn` of `tokenIn` for at least `minAmountOut` of `tokenOut`, paid to `to`.
    function swap(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address to)
        external
        payable
        returns (uint256 amountOut)
    {
        require(amountIn > 0, "LabAmm: zero amount");
        uint256 fee;
        (amountOut, fee) = quote(tokenIn, tokenOut, amountIn);
        require(amountOut > 0 && amountOut >= minAmountOut, "LabAmm: slippage");
        if (tokenIn == NATIVE) {
            require(msg.value == amountIn, "LabAmm: value mismatch");
        } else {
            require(msg.value == 0, "LabAmm: unexpected value");
            _pull(tokenIn, msg.sender, amountIn);
        }
        _credit(tokenIn, tokenOut, amountIn - fee, amountOut);
        _pay(tokenIn, feeRecipient, fee);
        _pay(tokenOut, to, amountOut);
        emit Swap(msg.sender, tokenIn, tokenOut, amountIn, amountOut, fee, to);
    }

    function _pair(address a, address b) private view returns (Pair storage) {
        return a < b ? pairs[a][b] : pairs[b][a];
    }

    /// Adds `added` to `token`'s side of the pair and takes `removed` from the other side.
    function _credit(address token, address other, uint256 added, uint256 removed) private {
        Pair storage pair = _pair(token, other);
        if (token < other) {
            pair.reserve0 += added;
            pair.reserve1 -= removed;
        } else {
            pair.reserve1 += added;
            pair.reserve0 -= removed;
        }
    }

    function _pull(address token, address from, uint256 value) private {
        (bool ok, bytes memory data) =
            token.call(abi.encodeWithSelector(0x23b872dd, from, address(this), value));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "LabAmm: transferFrom failed");
    }

    function _pay(address token, address to, uint256 value) private {
        if (value == 0) return;
        if (token == NATIVE) {
            (bool sent, ) = to.call{value: value}("");
            require(sent, "LabAmm: native transfer failed");
            return;
        }
        (bool ok, bytes memory data) = token.call(abi.encodeWithSelector(0xa9059cbb, to, value));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "LabAmm: transfer failed");
    }
}
