await HolidayProgram.program.main()
