import Glibc
import SiteCommand
import Testing

/// Whether glibc mapped `block` on its own: it marks such a chunk with bit 1 of the size word just before
/// the block.
private func isMappedApart(_ block: UnsafeMutableRawPointer) -> Bool {
    block.load(fromByteOffset: -MemoryLayout<UInt>.size, as: UInt.self) & 2 != 0
}

struct AllocatorSettingsTests {
    /// In a process of its own: in this one, other tests leave free room in the heaps that a large block
    /// may be taken from, mapped apart or not.
    @Test func aLargeBlockIsMappedApartEvenAfterALargerOneWasFreed() async {
        await #expect(processExitsWith: .success) {
            guard AllocatorSettings.apply(environment: [:]) else { exit(2) }
            // Freed, a 16 MiB block would have raised glibc's own threshold above the next one's size.
            free(malloc(16 << 20))
            let large: UnsafeMutableRawPointer = malloc(AllocatorSettings.largeBlockThreshold + 4096)
            let small: UnsafeMutableRawPointer = malloc(64 << 10)
            exit(isMappedApart(large) && !isMappedApart(small) ? 0 : 1)
        }
    }

    @Test func aThresholdTheEnvironmentSetsIsLeftToGlibc() {
        #expect(!AllocatorSettings.apply(environment: ["MALLOC_MMAP_THRESHOLD_": "131072"]))
        #expect(!AllocatorSettings.apply(environment: ["GLIBC_TUNABLES": "glibc.malloc.mmap_threshold=131072"]))
        #expect(AllocatorSettings.apply(environment: ["GLIBC_TUNABLES": "glibc.malloc.arena_max=2"]))
    }
}
