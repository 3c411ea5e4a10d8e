"""A compose file gives each service a section. A setting in another service's section, while the
statement's own service has its own, is the other's; and a service's own build ("image: …/label-printer:3.4.1")
is no tool it runs on (`conflicts.judge`)."""

from __future__ import annotations

from tests.judging import disagrees

FACT = "Shipment events are consumed by the label-printer worker from RabbitMQ (queue shipments.label)."

COMPOSE = """docker-compose.yml after the merge:

  label-printer:
    image: ghcr.io/parcelwick/label-printer:3.4.1
    environment:
      AMQP_URL: amqp://labels@mq.parcelwick.internal:5672/dispatch
      AMQP_QUEUE: shipments.label
  rate-sync:
    image: ghcr.io/parcelwick/rate-sync:0.7.0
    environment:
      SQS_QUEUE_URL: https://sqs.eu-west-1.amazonaws.com/9921/pw-rate-updates
"""


def test_the_services_own_image_is_no_other_tool() -> None:
    assert not disagrees(FACT, COMPOSE)


def test_a_siblings_queue_setting_is_the_siblings() -> None:
    assert not disagrees(FACT, COMPOSE + "\nrate-sync left the Rabbit broker for SQS so finance can run it in AWS.")


def test_the_services_own_section_on_another_broker_still_contradicts() -> None:
    moved = COMPOSE.replace(
        "      AMQP_URL: amqp://labels@mq.parcelwick.internal:5672/dispatch\n      AMQP_QUEUE: shipments.label\n",
        "      SQS_QUEUE_URL: https://sqs.eu-west-1.amazonaws.com/9921/pw-labels\n")
    assert disagrees(FACT, moved)
