#!/usr/bin/env python3
"""Writes tiny PNG seeds for FuzzPNG into Fuzz/Corpus/FuzzPNG/: one per colour type and bit
depth PNG allows, palette and grey/RGB images with tRNS, Adam7-interlaced ones, every filter
type, and a file split over several IDAT chunks, so the fuzzer starts from every decoder path
instead of having to discover PNG's variants by mutation. Run from anywhere; standard library
only."""
import os
import struct
import zlib

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Corpus", "FuzzPNG")
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}


def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)


def packed_row(samples, depth):
    """Packs one row of integer samples at `depth` bits, high bits first."""
    if depth == 8:
        return bytes(samples)
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    out, acc, bits = bytearray(), 0, 0
    for s in samples:
        acc, bits = (acc << depth) | s, bits + depth
        if bits == 8:
            out.append(acc)
            acc, bits = 0, 0
    if bits:
        out.append(acc << (8 - bits))
    return bytes(out)


def filtered(rows, bpp, filter_type):
    """Applies one PNG filter type to every row (rows are raw bytes)."""
    out, previous = bytearray(), bytes(len(rows[0])) if rows else b""
    for row in rows:
        line = bytearray()
        for i, x in enumerate(row):
            a = row[i - bpp] if i >= bpp else 0
            b = previous[i]
            c = previous[i - bpp] if i >= bpp else 0
            if filter_type == 0:
                pred = 0
            elif filter_type == 1:
                pred = a
            elif filter_type == 2:
                pred = b
            elif filter_type == 3:
                pred = (a + b) // 2
            else:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
            line.append((x - pred) & 0xFF)
        out += bytes([filter_type]) + line
        previous = row
    return bytes(out)


ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def png(width, height, depth, color, interlaced=False, filter_type=0, extra=b"", split_idat=False):
    channels = CHANNELS[color]
    maximum = (1 << depth) - 1
    if color == 3:
        maximum = min(maximum, 5)  # palette of 6 entries below

    def sample(x, y, c):
        return (x * 7 + y * 13 + c * 5) % (maximum + 1)

    bpp = max(1, channels * depth // 8)
    data = b""
    passes = ADAM7 if interlaced else [(0, 0, 1, 1)]
    for sx, sy, dx, dy in passes:
        xs, ys = range(sx, width, dx), range(sy, height, dy)
        if not xs or not ys:
            continue
        rows = [packed_row([sample(x, y, c) for x in xs for c in range(channels)], depth) for y in ys]
        data += filtered(rows, bpp, filter_type)
    ihdr = struct.pack(">IIBBBBB", width, height, depth, color, 0, 0, 1 if interlaced else 0)
    body = chunk(b"IHDR", ihdr)
    if color == 3:
        body += chunk(b"PLTE", bytes([0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 0, 255, 255, 255]))
    body += extra
    compressed = zlib.compress(data, 9)
    if split_idat:
        third = max(1, len(compressed) // 3)
        for i in range(0, len(compressed), third):
            body += chunk(b"IDAT", compressed[i:i + third])
    else:
        body += chunk(b"IDAT", compressed)
    body += chunk(b"tEXt", b"Comment\x00fuzz seed") + chunk(b"IEND", b"")
    return b"\x89PNG\r\n\x1a\n" + body


def main():
    os.makedirs(OUT, exist_ok=True)
    seeds = {}
    for color, depths in {0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]}.items():
        for depth in depths:
            seeds[f"gen-ct{color}-d{depth}.png"] = png(5, 3, depth, color, filter_type=(color + depth) % 5)
    for filter_type in range(5):
        seeds[f"gen-rgba8-filter{filter_type}.png"] = png(4, 4, 8, 6, filter_type=filter_type)
    seeds["gen-ct0-d1-adam7.png"] = png(9, 9, 1, 0, interlaced=True)
    seeds["gen-ct3-d4-adam7-trns.png"] = png(10, 7, 4, 3, interlaced=True, extra=chunk(b"tRNS", bytes([0, 128, 255])))
    seeds["gen-ct6-d16-adam7.png"] = png(3, 11, 16, 6, interlaced=True, filter_type=4)
    seeds["gen-ct0-d16-trns.png"] = png(4, 2, 16, 0, extra=chunk(b"tRNS", struct.pack(">H", 0)))
    seeds["gen-ct2-d8-trns.png"] = png(4, 2, 8, 2, extra=chunk(b"tRNS", struct.pack(">HHH", 0, 7, 14)))
    seeds["gen-ct2-d8-split-idat.png"] = png(16, 16, 8, 2, filter_type=3, split_idat=True)
    seeds["gen-1x1.png"] = png(1, 1, 8, 6)
    for name, data in seeds.items():
        with open(os.path.join(OUT, name), "wb") as f:
            f.write(data)
    print(f"wrote {len(seeds)} seeds to {os.path.normpath(OUT)}")


if __name__ == "__main__":
    main()
