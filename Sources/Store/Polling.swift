/// Waits until `condition` holds or `limit` has passed: first by yielding to work already
/// scheduled, then in one-millisecond sleeps.
@MainActor
func poll(for limit: Duration, until condition: () -> Bool) async {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: limit)
    var spins = 0
    while !condition(), clock.now < deadline {
        if spins < 100 {
            spins += 1
            await Task.yield()
        } else {
            try? await clock.sleep(for: .milliseconds(1))
        }
    }
}
