import Foundation

/// The `*.mustache` files of one or more folders, compiled up front, so a theme's syntax errors
/// all surface before anything renders and the result is immutable, safe to share.
///
/// A template is named by its file name without the extension (`partials/card.mustache` is
/// `card`); errors name it by its path (`Themes/default/partials/card.mustache`). When two
/// folders hold the same name, the earlier folder wins: give `[layouts, partials]` and a layout
/// can say `{{<base}}` whether `base.mustache` sits in `layouts/` or in `partials/`.
public struct TemplateDirectory: PartialResolver {
    /// The compiled templates, by name.
    public let templates: [String: Template]

    /// Reads and compiles every `*.<fileExtension>` file directly inside `folders`.
    ///
    /// Throws the first syntax error, or an error naming a folder or file that cannot be read.
    public init(folders: [String], fileExtension: String = "mustache") throws(MustacheError) {
        let (directory, errors) = Self.compiling(folders: folders, fileExtension: fileExtension)
        if let first = errors.first { throw first }
        self = directory
    }

    private init(templates: [String: Template]) {
        self.templates = templates
    }

    /// Reads and compiles every file as `init(folders:fileExtension:)` does, going on after an error so
    /// that one pass reports them all: the templates that compiled, and the errors in the order found
    /// (a file's first, or a folder's that cannot be listed).
    public static func compiling(
        folders: [String], fileExtension: String = "mustache"
    ) -> (directory: TemplateDirectory, errors: [MustacheError]) {
        var templates: [String: Template] = [:]
        var errors: [MustacheError] = []
        // A name whose file fails is still taken: a later folder's file of that name is not used instead.
        var names: Set<String> = []
        for folder in folders {
            let files: [String]
            do {
                files = try Self.files(in: folder, fileExtension: fileExtension)
            } catch {
                errors.append(error)
                continue
            }
            for file in files {
                let name = String(file.dropLast(fileExtension.count + 1))
                guard names.insert(name).inserted else { continue }
                let path = folder.hasSuffix("/") ? folder + file : folder + "/" + file
                do {
                    templates[name] = try Template(try Self.read(path), name: path)
                } catch {
                    errors.append(error)
                }
            }
        }
        return (TemplateDirectory(templates: templates), errors)
    }

    /// The template called `name`, if one of the folders has it.
    public func template(named name: String) -> Template? {
        templates[name]
    }

    /// Sorted, so which file is compiled (and which error is reported) first never varies.
    private static func files(in folder: String, fileExtension: String) throws(MustacheError) -> [String] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw MustacheError(template: folder, line: 0, column: 0, message: "cannot list the folder")
        }
        // Editors leave hidden files such as `.card.mustache.swp`; they are not templates.
        return names.filter { !$0.hasPrefix(".") && $0.hasSuffix("." + fileExtension) }.sorted()
    }

    private static func read(_ path: String) throws(MustacheError) -> String {
        // Only a regular file is read: reading a FIFO would wait for a writer forever.
        let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        guard type == .typeRegular, let data = FileManager.default.contents(atPath: path) else {
            let reason =
                type == .typeDirectory
                ? "it is a folder, not a file" : type == nil ? "no such file" : "not a regular file"
            throw MustacheError(template: path, line: 0, column: 0, message: "cannot read the file (\(reason))")
        }
        guard let source = String(validating: data, as: UTF8.self) else {
            let (position, byte) = firstInvalidByte(data)
            throw MustacheError(
                "invalid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true)))", in: path, at: position)
        }
        return source
    }

    /// Where the first byte that is not UTF-8 is, counted as compiler errors count: in lines, and in
    /// Unicode scalars within the line.
    private static func firstInvalidByte(_ data: Data) -> (SourcePosition, UInt8) {
        var decoder = UTF8()
        var iterator = data.makeIterator()
        var position = SourcePosition.start
        var offset = data.startIndex
        while case .scalarValue(let scalar) = decoder.decode(&iterator) {
            offset += UTF8.width(scalar)
            if scalar == "\n" {
                position = SourcePosition(line: position.line + 1, column: 1)
            } else {
                position.column += 1
            }
        }
        return (position, data[offset])
    }
}
