import Foundation
import LexiconTool

// The executable owns its process, as an app does: commands bootstrap `Localization.shared`.
let status = await Tool.run(
  Array(CommandLine.arguments.dropFirst()), console: .standard, runtime: .shared)
exit(status.rawValue)
