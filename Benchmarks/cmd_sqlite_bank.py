#!/usr/bin/env python3
"""Peer for performance comparison: the cmd_bank.py REPL over SQLite on a file.

The same command surface and scene stack as ../shared/peers/cmd_bank.py (accounts, open N,
transactions, next, prev, back, home, quit), but the data lives where vbank keeps it: a database
file with accounts and a ledger indexed by (account, date, id), created and filled on first use
(5 accounts, 520 transactions each). Every command reads what it shows from SQLite, as an
ordinary program would; nothing is kept between commands.

Usage: cmd_sqlite_bank.py [DATABASE]   (default: bank.sqlite in the current folder)
"""
import cmd
import os
import sqlite3
import sys

PAGE = 20
ACCOUNTS = [("Everyday", "checking"), ("Rainy day", "savings"), ("Travel", "savings"),
            ("Visa", "credit"), ("Joint", "checking")]
MEMOS = ["Coffee Corner", "Rent", "Salary", "Fresh Market", "City Transit", "Noodle Bar"]
PER_ACCOUNT = 520
NOW = 1_768_471_200.0


def create(db):
    db.executescript("""
        PRAGMA journal_mode = WAL;
        CREATE TABLE account (id INTEGER PRIMARY KEY, name TEXT NOT NULL, type TEXT NOT NULL,
            number TEXT NOT NULL, balanceMinor INTEGER NOT NULL);
        CREATE TABLE ledgerEntry (id INTEGER PRIMARY KEY, accountId INTEGER NOT NULL REFERENCES account(id),
            date DOUBLE NOT NULL, memo TEXT NOT NULL, category TEXT NOT NULL, amountMinor INTEGER NOT NULL,
            type TEXT NOT NULL);
        CREATE INDEX ledgerEntry_account_date ON ledgerEntry(accountId, date DESC, id DESC);
    """)
    with db:
        db.executemany("INSERT INTO account VALUES (?, ?, ?, ?, ?)",
                       [(i + 1, name, kind, f"DE8937040044053201{i:04d}", 100_000 * (i + 1))
                        for i, (name, kind) in enumerate(ACCOUNTS)])
        db.executemany(
            "INSERT INTO ledgerEntry (accountId, date, memo, category, amountMinor, type) VALUES (?, ?, ?, ?, ?, ?)",
            [(a + 1, NOW - j * 3_600 * 5, MEMOS[j % len(MEMOS)], "other", (j % 97) * 100 + 50,
              "debit" if j % 3 else "credit")
             for a in range(len(ACCOUNTS)) for j in range(PER_ACCOUNT)])


def money(minor):
    sign = "-" if minor < 0 else ""
    return f"{sign}${abs(minor) / 100:,.2f}"


def table(headers, rows):
    widths = [max(len(str(x)) for x in col) for col in zip(headers, *rows)]
    fmt = "  ".join("{:<%d}" % w for w in widths)
    out = [fmt.format(*headers), fmt.format(*("-" * w for w in widths))]
    out += [fmt.format(*map(str, r)) for r in rows]
    return "\n".join(out)


class BankApp(cmd.Cmd):
    def __init__(self, path):
        super().__init__()
        self.use_rawinput = sys.stdin.isatty()
        fresh = not os.path.exists(path)
        self.db = sqlite3.connect(path)
        if fresh:
            create(self.db)
        self.stack = [("home", None)]
        self.page = 0
        self.render()

    def render(self):
        scene, arg = self.stack[-1]
        self.prompt = " > ".join(s for s, _ in self.stack) + "> "
        if scene == "home":
            total = self.db.execute("SELECT SUM(balanceMinor) FROM account").fetchone()[0]
            print(f"Home\nTotal balance: {money(total)}")
        elif scene == "accounts":
            rows = self.db.execute("SELECT id, name, type, number, balanceMinor FROM account ORDER BY id").fetchall()
            print(table(["#", "Name", "Type", "Number", "Balance"],
                        [(i, n, t, "****" + num[-4:], money(b)) for i, n, t, num, b in rows]))
        elif scene == "account":
            _, name, kind, number, balance = self.db.execute(
                "SELECT id, name, type, number, balanceMinor FROM account WHERE id = ?", (arg,)).fetchone()
            print(f"{name} ({kind})\nNumber: ****{number[-4:]}\nBalance: {money(balance)}")
            print(table(["Date", "Memo", "Amount"], self.entries(arg, 10, 0)))
        elif scene == "transactions":
            count = self.db.execute("SELECT COUNT(*) FROM ledgerEntry WHERE accountId = ?", (arg,)).fetchone()[0]
            print(f"Page {self.page + 1} of {max(1, -(-count // PAGE))}")
            print(table(["Date", "Memo", "Amount"], self.entries(arg, PAGE, self.page * PAGE)))

    def entries(self, account, limit, offset):
        rows = self.db.execute(
            "SELECT date, memo, amountMinor, type FROM ledgerEntry WHERE accountId = ? "
            "ORDER BY date DESC, id DESC LIMIT ? OFFSET ?", (account, limit, offset)).fetchall()
        return [(int(d), m, money(a if t == "credit" else -a)) for d, m, a, t in rows]

    def push(self, scene, arg=None):
        self.stack.append((scene, arg))
        self.page = 0
        self.render()

    def do_accounts(self, _):
        """Show accounts."""
        self.push("accounts")

    def do_open(self, args):
        """Open account N."""
        try:
            n = int(args.split()[0]) if args.split() else 0
        except ValueError:
            n = 0
        if self.stack[-1][0] != "accounts" or not 1 <= n <= len(ACCOUNTS):
            print("error: no such account", file=sys.stderr)
            return
        self.push("account", n)

    def do_transactions(self, _):
        """Show transactions."""
        self.push("transactions", self.stack[-1][1])

    def do_next(self, _):
        """Next page."""
        self.page += 1
        self.render()

    def do_prev(self, _):
        """Previous page."""
        self.page = max(0, self.page - 1)
        self.render()

    def do_back(self, _):
        """Go back."""
        if len(self.stack) > 1:
            self.stack.pop()
        self.render()

    def do_home(self, _):
        """Go home."""
        del self.stack[1:]
        self.render()

    def do_quit(self, _):
        """Quit."""
        return True

    def do_EOF(self, _):
        return True


if __name__ == "__main__":
    sys.exit(BankApp(sys.argv[1] if len(sys.argv) > 1 else "bank.sqlite").cmdloop())
