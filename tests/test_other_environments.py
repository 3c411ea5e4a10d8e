"""A statement about one deployment environment and a note about another: the production setting and the
staging one are two settings, not a disagreement. The environment may open the statement ("Production
arrival predictions …") or a line of the note ("staging .env:"); one the note says it left untouched is
not what the note is about."""

from __future__ import annotations

from tests.judging import disagrees


def test_a_note_about_staging_only_leaves_the_production_statement_alone() -> None:
    fact = "Production fare quotes are served from the Kubernetes namespace fares-prod."
    note = ("$ kubectl get deploy -n fares-stg\nNAME              READY   AGE\nfares-quoter      2/2     41d\n"
            "Staging fare quotes come from namespace fares-stg on the shared nonprod cluster; used it to replay taps.")
    assert not disagrees(fact, note)


def test_an_environment_said_untouched_is_not_what_the_note_is_about() -> None:
    fact = "Production card payments are taken through the Stripe API using the UK account."
    note = ("staging .env (checkout):\nPAYMENT_PROVIDER=adyen\nADYEN_API_KEY=test_xxxxx\n"
            "# staging uses the Adyen test account since the Stripe test key was revoked; prod .env is in Vault and not touched")
    assert not disagrees(fact, note)


def test_the_statements_own_environment_in_the_note_still_disagrees() -> None:
    fact = "Production invoice emails are sent through Postmark."
    assert disagrees(fact, "prod .env (billing):\nMAIL_PROVIDER=mailgun\nMAILGUN_DOMAIN=mg.example.com\n"
                           "# production switched to Mailgun last week, staging follows on Monday")
    # a statement of no environment is met by a note of any
    assert disagrees("Invoice emails are sent through Postmark.",
                     "Staging and production invoice emails now go out through Mailgun; Postmark was cancelled.")
