import ButtonRenderModel
import Foundation
import ButtonRenderSupport

extension RunSink {
    /// A sink that does its work per item on the drawing thread (`make`, as parallel as
    /// drawing: comparing with goldens, encoding a report's pictures) and receives the value it
    /// made in input order on the calling thread (`receive`), with the item. `finish` runs
    /// after the last item.
    public static func computing<Value: Sendable>(_ make: @escaping @Sendable (RunItem) throws -> Value,
                                                  receive: @escaping (RunItem, Value) throws -> Void,
                                                  finish: @escaping (RunSummary) throws -> Void = { _ in }) -> RunSink {
        let made = HandOff<Value>()
        return RunSink(onDrawingThread: { item in made.put(try make(item), at: item.index) },
                       receive: { item in
                           // A run calls `onDrawingThread` for every item (on one thread too)
                           // before it delivers the item.
                           guard let value = made.take(at: item.index) else {
                               preconditionFailure("item \(item.index) was delivered before its drawing thread was done with it")
                           }
                           try receive(item, value)
                       },
                       finish: finish)
    }
}

/// Values made on drawing threads, waiting for their item's turn on the calling thread; at
/// most the run's window of them at a time.
private final class HandOff<Value: Sendable>: Sendable {
    private let values = Locked<[Int: Value]>([:])

    func put(_ value: Value, at index: Int) {
        values.withLock { $0[index] = value }
    }

    func take(at index: Int) -> Value? {
        values.withLock { $0.removeValue(forKey: index) }
    }
}
