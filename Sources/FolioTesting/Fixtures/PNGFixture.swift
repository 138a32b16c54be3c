internal import CFolioZlib
import Foundation

/// Writes real PNG files of any colour type, bit depth and size, compressed with zlib as
/// they are generated, so tests can feed the decoder what cameras, scanners and image
/// editors write (palettes, grey, 16-bit, transparency) and posters far larger than memory
/// would allow if they were built first.
public enum PNGFixture {
    /// PNG colour types (the IHDR's colour type byte).
    public enum ColorType: UInt8, Sendable {
        case gray = 0
        case rgb = 2
        case palette = 3
        case grayAlpha = 4
        case rgba = 6

        var channels: Int {
            switch self {
            case .gray, .palette: 1
            case .grayAlpha: 2
            case .rgb: 3
            case .rgba: 4
            }
        }
    }

    /// Errors from zlib or the file system.
    public struct WritingError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Writes a PNG to `path`. `row(y)` returns row `y`'s samples, packed as the format
    /// stores them (bytes per row = ⌈width × channels × bitDepth / 8⌉); each row is filtered
    /// with filter type 0 (none). `palette` (RGB triples) and `transparency` (the tRNS
    /// chunk's bytes) are written when given.
    public static func write(
        to path: String, width: Int, height: Int, colorType: ColorType, bitDepth: Int = 8,
        palette: [UInt8] = [], transparency: [UInt8] = [], row: (Int) -> [UInt8]
    ) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil),
            let file = FileHandle(forWritingAtPath: path)
        else { throw WritingError(description: "cannot create \(path)") }
        defer { try? file.close() }
        var header = [UInt8](repeating: 0, count: 13)
        header.replaceSubrange(0..<4, with: bigEndian(UInt32(width)))
        header.replaceSubrange(4..<8, with: bigEndian(UInt32(height)))
        header[8] = UInt8(bitDepth)
        header[9] = colorType.rawValue
        file.write(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        file.write(chunk("IHDR", header))
        if !palette.isEmpty { file.write(chunk("PLTE", palette)) }
        if !transparency.isEmpty { file.write(chunk("tRNS", transparency)) }
        var stream = z_stream()
        guard deflateInit_(&stream, 6, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw WritingError(description: "deflateInit failed")
        }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: 1 << 16)
        func pump(_ input: [UInt8], flush: Int32) throws {
            var input = input
            try input.withUnsafeMutableBufferPointer { inBuffer in
                stream.next_in = inBuffer.baseAddress
                stream.avail_in = UInt32(inBuffer.count)
                repeat {
                    let (status, produced) = output.withUnsafeMutableBufferPointer { outBuffer in
                        stream.next_out = outBuffer.baseAddress
                        stream.avail_out = UInt32(outBuffer.count)
                        let status = deflate(&stream, flush)
                        return (status, outBuffer.count - Int(stream.avail_out))
                    }
                    guard status != Z_STREAM_ERROR else { throw WritingError(description: "deflate failed") }
                    if produced > 0 { file.write(chunk("IDAT", Array(output[0..<produced]))) }
                    if flush == Z_FINISH && status == Z_STREAM_END { break }
                } while stream.avail_out == 0 || (flush == Z_FINISH)
            }
        }
        for y in 0..<height { try pump([0] + row(y), flush: Z_NO_FLUSH) }
        try pump([], flush: Z_FINISH)
        file.write(chunk("IEND", []))
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> Data {
        let body = Array(type.utf8) + data
        let crc = body.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
        return Data(bigEndian(UInt32(data.count)) + body + bigEndian(crc))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
