"""A rule that keeps an act to one role, against a note that shows another role doing it or granted it:
an audit line, a permissions file, a seed of roles. The rule's own role, a refused act or a line about
another act must leave the rule alone."""

from __future__ import annotations

import pytest

from helix_core.consolidation import only_roles
from tests.judging import disagrees, relation

RULE = "Only the release-manager role may approve a hotfix deployment to production."

BROKEN = [
    pytest.param("deploy-audit 2025-02-03 11:42 hotfix 4.2.1 deployment approved by k.osei (role=developer), "
                 "rollout to production started", id="an-audit-line-of-another-role"),
    pytest.param("Checked config/rbac.yaml before the drill:\n"
                 "permissions:\n"
                 "  approve_hotfix_deployment: [release_manager, developer, qa_lead]\n"
                 "  edit_pipeline: [platform_admin]\n", id="a-permission-list-with-more-roles"),
    pytest.param("Seed review: migrations/0042_roles.sql grants `hotfix.approve` and `deployment.approve` to role "
                 "on_call_engineer; the console shows the Approve button for them.", id="granted-to-another-role"),
]


@pytest.mark.parametrize("note", BROKEN)
def test_another_role_doing_or_granted_the_act_contradicts_the_rule(note: str) -> None:
    assert relation(RULE, note) == "conflict"
    verdict = only_roles.other_role(RULE, note)
    assert verdict is not None and verdict.old_value == "release-manager"


KEPT = [
    pytest.param("deploy-audit 2025-02-03 hotfix 4.2.1 deployment approved by m.ruiz (role=release_manager)",
                 id="the-rules-own-role"),
    pytest.param("deploy-audit 2025-02-03 hotfix 4.2.1 deployment approval by k.osei (role=developer) DENIED: "
                 "requires release manager", id="the-act-refused"),
    pytest.param("permissions:\n  approve_hotfix_deployment: [release_manager]\n  view_dashboards: [developer, qa_lead]\n",
                 id="other-roles-granted-another-act"),
    pytest.param("incident-bot: role=developer opened INC-311 about the flaky production login page", id="a-role-doing-other-work"),
]


@pytest.mark.parametrize("note", KEPT)
def test_the_rules_own_role_a_refused_act_or_another_act_leave_it_alone(note: str) -> None:
    assert only_roles.other_role(RULE, note) is None
    assert not disagrees(RULE, note)


def test_a_list_of_what_each_role_may_do_is_no_list_of_roles() -> None:
    rbac = ("# deploy-console/rbac.yaml\nroles:\n  developer:\n    hotfix_deployment: [read]\n"
            "  release-manager:\n    hotfix_deployment: [read, approve]\n")
    assert only_roles.other_role(RULE, rbac) is None
