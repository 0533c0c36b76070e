from papayoo_print.launch import main

main()
