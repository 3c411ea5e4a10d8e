"""A single-role tool (SMS, payments) the note moves to another, or a stack trace that shows another at work,
contradicts the statement; naming the statement's tool beside another, or a trace through the statement's own
tool, does not."""

from __future__ import annotations

from helix_core import claims
from helix_core.consolidation import roles
from tests.judging import disagrees, relation

SMS = "Appointment reminders to patients are sent as SMS through Twilio."
PAYMENTS = "Season passes are paid for through Stripe Checkout."


def test_a_tool_said_through_a_passive_verb_is_a_claim() -> None:
    sms = claims.extract(SMS)
    assert [(c.attribute, c.value) for c in sms] == [("tech", "twilio")]
    paid = claims.extract(PAYMENTS)
    assert [(c.attribute, c.value) for c in paid] == [("tech", "stripe")]
    assert claims.extract("Invoices are paid for by the council.") == []
    stored = claims.extract("Scanned invoices are stored as PDF files in S3.")
    assert [(c.attribute, c.value) for c in stored] == [("tech", "s3")]


def test_a_commit_that_moves_the_role_to_another_tool_is_an_update() -> None:
    note = ("commit 41d2e0a\n\n    reminders: move patient reminder texts to Vonage\n\n"
            "    Cheaper per message. TwilioClient is deleted and TWILIO_AUTH_TOKEN dropped from .env.example.\n")
    assert roles.other_tool(SMS, note) == ("twilio", "vonage")
    assert relation(SMS, note) == "update"


def test_naming_the_statements_tool_beside_another_is_no_contradiction() -> None:
    note = "Compared Twilio and Vonage pricing for patient reminder texts; no decision yet, Twilio stays."
    assert roles.other_tool(SMS, note) is None
    assert not disagrees(SMS, note)


def test_a_stack_trace_through_another_provider_contradicts() -> None:
    note = ("Sentry alert on the season pass page:\n```\nTraceback (most recent call last):\n"
            '  File "passes/checkout.py", line 31, in begin\n    resp = adyen_client.checkout.payments_api.sessions(body)\n'
            '  File "Adyen/client.py", line 391, in call_adyen_api\n    raise AdyenAPIValidationError(...)\n'
            "Adyen.exceptions.AdyenAPIValidationError: 400 amount.value must be an integer\n```\n"
            "The season pass total is a Decimal; we pass it unconverted.")
    assert relation(PAYMENTS, note) == "conflict"


def test_a_stack_trace_through_the_statements_own_tool_does_not() -> None:
    note = ("Sentry alert on the season pass page:\n```\nTraceback (most recent call last):\n"
            '  File "passes/checkout.py", line 31, in begin\n    return stripe.checkout.Session.create(**body)\n'
            "stripe.error.InvalidRequestError: line_items[0][price] is required\n```\n"
            "The season pass price id was missing after the catalogue import.")
    assert not disagrees(PAYMENTS, note)


def test_a_cutover_told_done_moves_the_role() -> None:
    fact = "Club subscriptions are collected through Stripe subscriptions."
    note = ("Standup: GoCardless cutover done. All active members are on Direct Debit mandates now; their Stripe "
            "subscriptions cancel at period end. We keep Stripe only for card payments at the kiosk.")
    assert roles.other_tool(fact, note) == ("stripe", "gocardless")
    planned = "Standup: GoCardless cutover planned for May; Stripe subscriptions stay as they are until then."
    assert roles.other_tool(fact, planned) is None


def test_a_commit_that_replaces_the_tool_is_an_update_even_naming_both() -> None:
    fact = "Delivery note PDFs are generated with wkhtmltopdf."
    note = ("build(delivery-docs): replace wkhtmltopdf with WeasyPrint for delivery note rendering; dropped the "
            "wkhtmltopdf apt package from the Dockerfile")
    assert relation(fact, note) == "update"
