from papayoo_print.cli.entry import main

main()
