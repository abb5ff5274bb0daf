# fish completion for sitegen, made by `sitegen help --completion fish` from its option
# table: do not edit; packaging/generate.sh makes it again.
complete -c sitegen -f
complete -c sitegen -n __fish_use_subcommand -a build -d 'build the site and publish it (the default)'
complete -c sitegen -n __fish_use_subcommand -a check -d 'build without publishing, and check the internal links'
complete -c sitegen -n __fish_use_subcommand -a serve -d 'serve the site on this machine, rebuilt and reloaded on every change'
complete -c sitegen -n __fish_use_subcommand -a new -d 'write today\'s memo (or --date\'s) from the theme\'s template'
complete -c sitegen -n __fish_use_subcommand -a init -d 'make a new site in DIR (default: this folder)'
complete -c sitegen -n __fish_use_subcommand -a replay -d 'rebuild a site from a build\'s action log alone'
complete -c sitegen -n __fish_use_subcommand -a help -d 'show a command\'s help, the manual page or a shell\'s completions'
complete -c sitegen -n __fish_use_subcommand -a version -d 'show the version, and the commit it was built from'

# sitegen [build] [options]
complete -c sitegen -n 'not __fish_seen_subcommand_from check serve new init replay help version' -s o -l out -x -a '(__fish_complete_directories)' -d 'publish the site into DIR (default: Output)'
complete -c sitegen -n 'not __fish_seen_subcommand_from check serve new init replay help version' -l content -x -a '(__fish_complete_directories)' -d 'read site.yml, memos/ and data/ from DIR (default: Content)'
complete -c sitegen -n 'not __fish_seen_subcommand_from check serve new init replay help version' -l themes -x -a '(__fish_complete_directories)' -d 'read themes from DIR (default: Themes)'
complete -c sitegen -n 'not __fish_seen_subcommand_from check serve new init replay help version' -l date -x -d 'build as if today were this day (default: SOURCE_DATE_EPOCH, else the clock)'
complete -c sitegen -n 'not __fish_seen_subcommand_from check serve new init replay help version' -l drafts -d 'publish memos marked draft: true'
complete -c sitegen -n 'not __fish_seen_subcommand_from check serve new init replay help version' -l future -d 'publish memos dated after the build date (default: they wait for their day)'
complete -c sitegen -n 'not __fish_seen_subcommand_from check serve new init replay help version' -l log-actions -r -F -d 'write every store action to FILE as JSON Lines'
complete -c sitegen -n 'not __fish_seen_subcommand_from check serve new init replay help version' -l report -r -F -d 'write a JSON report of the build to FILE, even when it fails (schema in docs/guide.md)'
complete -c sitegen -n 'not __fish_seen_subcommand_from check serve new init replay help version' -l cache -x -a '(__fish_complete_directories)' -d 'keep the remote sources\' last good copies and the render cache in DIR (default: .sitegen-cache beside the content folder)'
complete -c sitegen -n 'not __fish_seen_subcommand_from check serve new init replay help version' -l offline -d 'use only the cached copies of remote sources'
complete -c sitegen -n 'not __fish_seen_subcommand_from check serve new init replay help version' -l strict -d 'fail (exit code 3) instead of using a cached copy or leaving a source out, or when a source shrank suspiciously'
complete -c sitegen -n 'not __fish_seen_subcommand_from check serve new init replay help version' -s v -l verbose -d 'say more: where each source came from, every HTTP request, every stage\'s time'
complete -c sitegen -n 'not __fish_seen_subcommand_from check serve new init replay help version' -s q -l quiet -d 'print nothing but warnings and errors'
complete -c sitegen -n 'not __fish_seen_subcommand_from check serve new init replay help version' -s h -l help -d 'show this help'
complete -c sitegen -n 'not __fish_seen_subcommand_from check serve new init replay help version' -l version -d 'show the version'

# sitegen check [options]
complete -c sitegen -n '__fish_seen_subcommand_from check' -l content -x -a '(__fish_complete_directories)' -d 'read site.yml, memos/ and data/ from DIR (default: Content)'
complete -c sitegen -n '__fish_seen_subcommand_from check' -l themes -x -a '(__fish_complete_directories)' -d 'read themes from DIR (default: Themes)'
complete -c sitegen -n '__fish_seen_subcommand_from check' -l date -x -d 'build as if today were this day (default: SOURCE_DATE_EPOCH, else the clock)'
complete -c sitegen -n '__fish_seen_subcommand_from check' -l drafts -d 'publish memos marked draft: true'
complete -c sitegen -n '__fish_seen_subcommand_from check' -l future -d 'publish memos dated after the build date (default: they wait for their day)'
complete -c sitegen -n '__fish_seen_subcommand_from check' -l log-actions -r -F -d 'write every store action to FILE as JSON Lines'
complete -c sitegen -n '__fish_seen_subcommand_from check' -l report -r -F -d 'write a JSON report of the build to FILE, even when it fails (schema in docs/guide.md)'
complete -c sitegen -n '__fish_seen_subcommand_from check' -l cache -x -a '(__fish_complete_directories)' -d 'keep the remote sources\' last good copies and the render cache in DIR (default: .sitegen-cache beside the content folder)'
complete -c sitegen -n '__fish_seen_subcommand_from check' -l offline -d 'use only the cached copies of remote sources'
complete -c sitegen -n '__fish_seen_subcommand_from check' -l strict -d 'fail (exit code 3) instead of using a cached copy or leaving a source out, or when a source shrank suspiciously'
complete -c sitegen -n '__fish_seen_subcommand_from check' -s v -l verbose -d 'say more: where each source came from, every HTTP request, every stage\'s time'
complete -c sitegen -n '__fish_seen_subcommand_from check' -s q -l quiet -d 'print nothing but warnings and errors'
complete -c sitegen -n '__fish_seen_subcommand_from check' -s h -l help -d 'show this help'

# sitegen serve [options]
complete -c sitegen -n '__fish_seen_subcommand_from serve' -l content -x -a '(__fish_complete_directories)' -d 'read site.yml, memos/ and data/ from DIR (default: Content)'
complete -c sitegen -n '__fish_seen_subcommand_from serve' -l themes -x -a '(__fish_complete_directories)' -d 'read themes from DIR (default: Themes)'
complete -c sitegen -n '__fish_seen_subcommand_from serve' -l date -x -d 'build as if today were this day (default: SOURCE_DATE_EPOCH, else the clock)'
complete -c sitegen -n '__fish_seen_subcommand_from serve' -l drafts -d 'serve memos marked draft: true too'
complete -c sitegen -n '__fish_seen_subcommand_from serve' -l cache -x -a '(__fish_complete_directories)' -d 'keep the remote sources\' last good copies and the render cache in DIR (default: .sitegen-cache beside the content folder)'
complete -c sitegen -n '__fish_seen_subcommand_from serve' -l host -x -d 'listen on ADDRESS (default: 127.0.0.1, this machine only)'
complete -c sitegen -n '__fish_seen_subcommand_from serve' -l port -x -d 'listen on PORT (default: 8000; 0 for any free port)'
complete -c sitegen -n '__fish_seen_subcommand_from serve' -l fetch -d 'fetch remote sources (default: only their cached copies)'
complete -c sitegen -n '__fish_seen_subcommand_from serve' -s v -l verbose -d 'say more: where each source came from, every HTTP request made and answered, every stage\'s time'
complete -c sitegen -n '__fish_seen_subcommand_from serve' -s q -l quiet -d 'print nothing but warnings, errors and the address'
complete -c sitegen -n '__fish_seen_subcommand_from serve' -s h -l help -d 'show this help'

# sitegen new [options]
complete -c sitegen -n '__fish_seen_subcommand_from new' -l content -x -a '(__fish_complete_directories)' -d 'read site.yml, memos/ and data/ from DIR (default: Content)'
complete -c sitegen -n '__fish_seen_subcommand_from new' -l themes -x -a '(__fish_complete_directories)' -d 'read themes from DIR (default: Themes)'
complete -c sitegen -n '__fish_seen_subcommand_from new' -l date -x -d 'the memo\'s day (default: SOURCE_DATE_EPOCH, else the clock, in the site\'s time zone)'
complete -c sitegen -n '__fish_seen_subcommand_from new' -s h -l help -d 'show this help'

# sitegen init [DIR] [options]
complete -c sitegen -n '__fish_seen_subcommand_from init' -l language -x -a 'ja en ko' -d 'the site\'s language: ja, en or ko (default: en)'
complete -c sitegen -n '__fish_seen_subcommand_from init' -l date -x -d 'the first memo\'s day (default: SOURCE_DATE_EPOCH, else the clock)'
complete -c sitegen -n '__fish_seen_subcommand_from init' -s h -l help -d 'show this help'
complete -c sitegen -n '__fish_seen_subcommand_from init' -a '(__fish_complete_directories)' -d 'DIR'

# sitegen replay LOG [options]
complete -c sitegen -n '__fish_seen_subcommand_from replay' -s o -l out -x -a '(__fish_complete_directories)' -d 'publish the site into DIR (default: Output)'
complete -c sitegen -n '__fish_seen_subcommand_from replay' -l themes -x -a '(__fish_complete_directories)' -d 'read themes from DIR (default: Themes)'
complete -c sitegen -n '__fish_seen_subcommand_from replay' -s v -l verbose -d 'say more: where each source came from, every HTTP request, every stage\'s time'
complete -c sitegen -n '__fish_seen_subcommand_from replay' -s q -l quiet -d 'print nothing but warnings and errors'
complete -c sitegen -n '__fish_seen_subcommand_from replay' -s h -l help -d 'show this help'
complete -c sitegen -n '__fish_seen_subcommand_from replay' -F -d 'LOG'

# sitegen help [COMMAND] [options]
complete -c sitegen -n '__fish_seen_subcommand_from help' -l man -d 'print the manual page sitegen(1), in groff'
complete -c sitegen -n '__fish_seen_subcommand_from help' -l completion -x -a 'bash zsh fish' -d 'print the completion script for SHELL: bash, zsh or fish'
complete -c sitegen -n '__fish_seen_subcommand_from help' -s h -l help -d 'show this help'
complete -c sitegen -n '__fish_seen_subcommand_from help' -a 'build check serve new init replay help version' -d 'COMMAND'

# sitegen version
complete -c sitegen -n '__fish_seen_subcommand_from version' -s h -l help -d 'show this help'
