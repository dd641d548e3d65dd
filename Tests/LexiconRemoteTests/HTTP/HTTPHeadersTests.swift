import LexiconRemote
import Testing

@Suite struct HTTPHeadersTests {
  @Test func looksUpWithoutCaseAndKeepsTheFirstSpelling() {
    var headers = HTTPHeaders(["ETag": "\"a\""])
    #expect(headers["etag"] == "\"a\"")
    headers["ETAG"] = "\"b\""
    #expect(headers.all.map(\.name) == ["ETag"])
    #expect(headers["ETag"] == "\"b\"")
    headers["etag"] = nil
    #expect(headers.all.isEmpty)
  }

  @Test func equalityIgnoresTheCaseOfNames() {
    #expect(HTTPHeaders(["Accept": "x"]) == HTTPHeaders(["accept": "x"]))
    #expect(HTTPHeaders(["Accept": "x"]) != HTTPHeaders(["Accept": "y"]))
    #expect(HTTPHeaders(["A": "1", "b": "2"]) == HTTPHeaders(["a": "1", "B": "2"]))
  }
}
