import CVips

/// The picture formats sitegen resizes and strips: a file is one by its name's extension, and read as one
/// only when its first bytes say so, so no other of libvips's many loaders ever sees a file.
enum PictureFormat: Sendable, Equatable {
    case jpeg, png, webp

    /// The format a file's name says it is in, or nil for a file that is not published as a picture.
    init?(fileName: String) {
        let name = fileName.lowercased()
        if name.hasSuffix(".jpg") || name.hasSuffix(".jpeg") {
            self = .jpeg
        } else if name.hasSuffix(".png") {
            self = .png
        } else if name.hasSuffix(".webp") {
            self = .webp
        } else {
            return nil
        }
    }

    /// The format whose signature `bytes` begin with, or nil.
    init?(signatureOf bytes: [UInt8]) {
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), bytes[8..<12].elementsEqual("WEBP".utf8) {
            self = .webp
        } else {
            return nil
        }
    }

    var name: String {
        switch self {
        case .jpeg: "JPEG"
        case .png: "PNG"
        case .webp: "WebP"
        }
    }

    var shimValue: Int32 {
        switch self {
        case .jpeg: Int32(SITEGEN_JPEG.rawValue)
        case .png: Int32(SITEGEN_PNG.rawValue)
        case .webp: Int32(SITEGEN_WEBP.rawValue)
        }
    }
}
