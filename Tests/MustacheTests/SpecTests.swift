import Foundation
import Mustache
import Testing

/// One case of the official spec, read from its JSON file at test time.
struct SpecCase: Sendable, CustomTestStringConvertible {
    let file: String
    let name: String
    let template: String
    let data: MustacheValue
    let partials: [String: String]
    let expected: String

    var testDescription: String { "\(file): \(name)" }
}

/// The spec folder: `MUSTACHE_SPEC_DIR`, else `../shared/spec/mustache` beside the package root.
enum Spec {
    static let folder: String? = {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let candidate =
            ProcessInfo.processInfo.environment["MUSTACHE_SPEC_DIR"]
            ?? packageRoot.deletingLastPathComponent().appendingPathComponent("shared/spec/mustache").path
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder) && isFolder.boolValue
            ? candidate : nil
    }()

    static let skipMessage: Comment =
        "Mustache spec folder not found: set MUSTACHE_SPEC_DIR or place the spec at ../shared/spec/mustache"

    static let cases: [SpecCase] = {
        guard let folder else { return [] }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return files.filter { $0.hasSuffix(".json") }.sorted().flatMap { file in
            load(URL(fileURLWithPath: folder).appendingPathComponent(file))
        }
    }()

    private static func load(_ url: URL) -> [SpecCase] {
        guard let data = try? Data(contentsOf: url), let document = try? MustacheValue(json: data),
            case .array(let tests)? = document["tests"]
        else { return [] }
        return tests.compactMap { test in
            guard case .string(let name)? = test["name"], case .string(let template)? = test["template"],
                case .string(let expected)? = test["expected"]
            else { return nil }
            var partials: [String: String] = [:]
            if case .object(let fields)? = test["partials"] {
                for (key, value) in fields { if case .string(let source) = value { partials[key] = source } }
            }
            return SpecCase(
                file: url.lastPathComponent, name: name, template: template, data: test["data"] ?? .null,
                partials: partials, expected: expected)
        }
    }
}

@Suite("Official Mustache spec")
struct SpecTests {
    @Test("spec case", .enabled(if: Spec.folder != nil, Spec.skipMessage), arguments: Spec.cases)
    func specCase(_ spec: SpecCase) throws {
        let template = try Template(spec.template, name: spec.file)
        let actual = try template.render(spec.data, partials: TemplateDictionary(sources: spec.partials))
        #expect(
            actual == spec.expected,
            """
            \(spec.file): \(spec.name)
            template: \(String(reflecting: spec.template))
            expected: \(String(reflecting: spec.expected))
            actual:   \(String(reflecting: actual))
            """)
    }

    @Test("all 184 spec cases are loaded", .enabled(if: Spec.folder != nil, Spec.skipMessage))
    func allCasesLoaded() {
        #expect(Spec.cases.count == 184)
    }
}
