import Foundation

exit(await HolidayProgram.program.run())
