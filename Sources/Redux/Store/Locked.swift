import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value guarded by a `Mutex` whose critical sections the thread sanitizer can see.
///
/// On Linux, `Mutex` waits on futexes inside the uninstrumented standard library, so the
/// sanitizer sees no ordering between two critical sections and reports every guarded access as
/// a race. When the sanitizer's runtime is loaded, this tells it that each critical section
/// acquires and releases the lock (named by this object's address, hence a class); otherwise
/// it costs one predictable branch over a `Mutex`.
@usableFromInline final class Locked<Value: Sendable>: Sendable {
    @usableFromInline let mutex: Mutex<Value>
    /// A copy of ``ThreadSanitizer/hooks``: reading the lazily initialised global costs a call
    /// on every critical section, a stored property only a load.
    @usableFromInline let hooks = ThreadSanitizer.hooks

    @usableFromInline init(_ value: Value) {
        mutex = Mutex(value)
    }

    @inlinable func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        // The object's address names the lock; the guarded value is not touched before `acquire`.
        let address = UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
        return try mutex.withLock { value in
            hooks?.acquire(address)
            defer { hooks?.release(address) }
            return try body(&value)
        }
    }
}

/// The thread sanitizer's annotation entry points, when its runtime is part of the process.
@usableFromInline enum ThreadSanitizer {
    @usableFromInline typealias Hook = @convention(c) (UnsafeRawPointer?) -> Void

    @usableFromInline static let hooks: (acquire: Hook, release: Hook)? = {
        let program = dlopen(nil, RTLD_NOW)
        guard let acquire = dlsym(program, "__tsan_acquire"), let release = dlsym(program, "__tsan_release") else {
            return nil
        }
        return (unsafeBitCast(acquire, to: Hook.self), unsafeBitCast(release, to: Hook.self))
    }()
}
