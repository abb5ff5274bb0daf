import Foundation

/// The default theme as the binary carries it, for `sitegen init`. `Themes/default` is its one source:
/// `.ci/embed-theme` writes `DefaultThemeFiles.swift` from it, and a test fails while the two differ.
enum DefaultTheme {
    /// Every file of the theme, its path below the theme folder.
    static var files: [OutputFile] {
        encodedFiles.map { file in OutputFile(path: file.path, bytes: Array(Data(base64Encoded: file.base64)!)) }
    }
}
