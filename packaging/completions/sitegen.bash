# bash completion for sitegen, made by `sitegen help --completion bash` from its option
# table: do not edit; packaging/generate.sh makes it again.
_sitegen() {
    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} command=build
    # bash splits `--out=DIR` at the `=`: the option is then one word further back.
    if [[ $cur == = ]]; then
        cur=
    elif [[ $prev == = ]] && (( COMP_CWORD > 2 )); then
        prev=${COMP_WORDS[COMP_CWORD-2]}
    fi
    case $prev in
        -o|--out) compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -d -- "$cur"); return ;;
        --content) compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -d -- "$cur"); return ;;
        --themes) compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -d -- "$cur"); return ;;
        --date) COMPREPLY=(); return ;;
        --log-actions) compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -f -- "$cur"); return ;;
        --report) compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -f -- "$cur"); return ;;
        --cache) compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -d -- "$cur"); return ;;
        --host) COMPREPLY=(); return ;;
        --port) COMPREPLY=(); return ;;
        --language) mapfile -t COMPREPLY < <(compgen -W 'ja en ko' -- "$cur"); return ;;
        --completion) mapfile -t COMPREPLY < <(compgen -W 'bash zsh fish' -- "$cur"); return ;;
    esac
    if (( COMP_CWORD == 1 )) && [[ $cur != -* ]]; then
        mapfile -t COMPREPLY < <(compgen -W 'build check serve new init replay help version' -- "$cur")
        return
    fi
    (( COMP_CWORD > 1 )) && [[ ${COMP_WORDS[1]} != -* ]] && command=${COMP_WORDS[1]}
    case $command in
        build) mapfile -t COMPREPLY < <(compgen -W '-o --out --content --themes --date --drafts --future --log-actions --report --cache --offline --strict -v --verbose -q --quiet -h --help --version' -- "$cur") ;;
        check) mapfile -t COMPREPLY < <(compgen -W '--content --themes --date --drafts --future --log-actions --report --cache --offline --strict -v --verbose -q --quiet -h --help' -- "$cur") ;;
        serve) mapfile -t COMPREPLY < <(compgen -W '--content --themes --date --drafts --cache --host --port --fetch -v --verbose -q --quiet -h --help' -- "$cur") ;;
        new) mapfile -t COMPREPLY < <(compgen -W '--content --themes --date -h --help' -- "$cur") ;;
        init)
            if [[ $cur == -* ]]; then mapfile -t COMPREPLY < <(compgen -W '--language --date -h --help' -- "$cur"); else compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -d -- "$cur"); fi ;;
        replay)
            if [[ $cur == -* ]]; then mapfile -t COMPREPLY < <(compgen -W '-o --out --themes -v --verbose -q --quiet -h --help' -- "$cur"); else compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -f -- "$cur"); fi ;;
        help)
            if [[ $cur == -* ]]; then mapfile -t COMPREPLY < <(compgen -W '--man --completion -h --help' -- "$cur"); else mapfile -t COMPREPLY < <(compgen -W 'build check serve new init replay help version' -- "$cur"); fi ;;
        version) mapfile -t COMPREPLY < <(compgen -W '-h --help' -- "$cur") ;;
    esac
}
complete -F _sitegen sitegen
