/**
 * A request that failed for a reason a FetchResult reports ('network', 'timeout', 'too-large',
 * 'robots', 'private-address'): thrown inside the fetcher, turned into a result at its edge.
 */
export class RequestError extends Error {
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }
}
