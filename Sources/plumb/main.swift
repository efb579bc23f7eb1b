import LayoutCommands
LayoutCommands.main()
