import Foundation

/// Reads input files as UTF-8 text, with errors that say which file and where.
public enum TextFile {
    /// The file's text without a leading byte-order mark. Invalid UTF-8 is an error naming
    /// the line and column of the first bad byte.
    public static func read(_ url: URL, displayName: String) throws(Diagnostic) -> String {
        try decode(try readData(url, displayName: displayName), displayName: displayName)
    }

    /// The file's bytes, or an error naming `displayName` and saying why in plain words.
    public static func readData(_ url: URL, displayName: String) throws(Diagnostic) -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw .error(SourceLocation(file: displayName), "cannot read the file (\(reason(error)))")
        }
    }

    /// Decodes bytes as UTF-8 text, or throws where the first invalid byte is.
    public static func decode(_ data: Data, displayName: String) throws(Diagnostic) -> String {
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        let offset = firstInvalidOffset(bytes)
        let before = bytes[bytes.startIndex..<offset]
        let line = before.count(where: { $0 == 0x0A }) + 1
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? bytes.startIndex
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        throw .error(SourceLocation(file: displayName, line: line, column: column), "invalid UTF-8 (byte 0x\(String(bytes[offset], radix: 16, uppercase: true)))")
    }

    private static func firstInvalidOffset(_ bytes: Data.SubSequence) -> Data.Index {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = bytes.startIndex
        while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar):
                offset += UTF8.width(scalar)
            case .emptyInput:
                return offset
            case .error:
                return offset
            }
        }
    }

    /// A short reason from a Foundation file error, without its long domain text.
    static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        switch nsError.code {
        case NSFileReadNoSuchFileError: return "no such file"
        case NSFileReadNoPermissionError: return "permission denied"
        default: return nsError.localizedDescription
        }
    }
}
