import Foundation
import LexiconTool

let status = await Tool.run(Array(CommandLine.arguments.dropFirst()), console: .standard)
exit(status.rawValue)
