import Foundation
import TestSupport

/// Pictures for the tests: the sample site's photo (1920 × 1280, with EXIF GPS), and hostile ones made
/// byte by byte.
enum PictureFiles {
    /// The sample's photo of the harbour, as committed.
    static var harbour: [UInt8] {
        get throws {
            Array(
                try Data(
                    contentsOf: TestFolders.package.appendingPathComponent(
                        "Content/memos/2026/11/2026-11-28/harbour.jpg")))
        }
    }

    /// A PNG that declares `width` × `height` pixels in its header and holds one row's worth of nothing:
    /// a decompression bomb's header.
    static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
        }
        let header = bigEndian(width) + bigEndian(height) + [8, 2, 0, 0, 0]
        // A zlib stream of a few zero bytes: the rest of the picture is missing.
        let data: [UInt8] = [0x78, 0x9C, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", data)
            + chunk("IEND", [])
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// PNG's CRC-32 (ISO 3309), bit by bit.
    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// The metadata exiftool reads in a file, a tag a line with its group (`[GPS] GPSLatitude: 35 deg ...`),
    /// but for what every file has (the file system's, the file's format, exiftool's own, its composites);
    /// nil when exiftool is not installed (`.ci/setup` installs it).
    static func metadata(of file: URL) throws -> [String]? {
        let ignored = ["[ExifTool]", "[System]", "[File]", "[JFIF]", "[Composite]", "[PNG]", "[RIFF]"]
        return try exiftool(["-a", "-G1", "-s", "-s", file.path])?.split(separator: "\n").map(String.init).filter {
            line in !ignored.contains { line.hasPrefix($0) }
        }
    }

    /// The width and height exiftool reads, as `WIDTHxHEIGHT`.
    static func size(of file: URL) throws -> String? {
        try exiftool(["-s", "-s", "-s", "-ImageSize", file.path])?.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func exiftool(_ arguments: [String]) throws -> String? {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/exiftool") else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/exiftool")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self)
    }
}
