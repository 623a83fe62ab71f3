#!/usr/bin/env python3
"""Cross-checks the hand-written project.pbxproj files under Fixtures/ with an independent parser.

seguelint reads project.pbxproj files with Foundation. This script reads the same fixtures with the
PyPI package `openstep_parser`, which shares no code with seguelint, so a fixture that only
seguelint's reader accepts (or that is wrong in a way the reader tolerates) is caught here, not
recorded as an expectation.

For every Fixtures/**/project.pbxproj it checks:

- the file parses, has the `// !$*UTF8*$!` header, archiveVersion, objectVersion, objects and a
  rootObject that is a PBXProject;
- every object has an isa; no object ID is defined twice (the parser keeps the last one silently,
  so the text is scanned for that);
- every string that looks like an object ID (24 uppercase hex digits), wherever it is (values,
  arrays, dictionary keys such as TargetAttributes), is an object;
- PBXBuildFile has exactly one of fileRef / productRef, of a fitting isa; a build phase lists only
  PBXBuildFiles, and no PBXBuildFile is in two phases;
- configuration lists name existing XCBuildConfigurations with unique names and a
  defaultConfigurationName among them; targets, dependencies, proxies, package references and
  product dependencies point at objects of the right isa; synchronized folders (Xcode 16) appear only
  with objectVersion 77 or later, and each exception set names a target and belongs to one folder.

It also reports, as warnings that fail only with --strict, what Xcode itself would never write:
an object in another isa's section, sections out of ID order, an ID whose comment differs from the
comment at its definition, a file or group with no parent or two, a build file in no phase, a
synchronized folder's exception set for a target that does not use that folder, and a file a
group points at that does not exist on disk (seguelint tolerates missing files, so a fixture may
name one on purpose; paths inside a Pods/ folder next to a Podfile, which git ignores, are expected
to be missing and not reported).

A file under a case folder named Fixtures/invalid-project/corrupt-*/ must FAIL to parse.

Prints one line per file (PASS / FAIL) and exits 1 when any file fails.
"""
import argparse
import os
import re
import sys

try:
    import openstep_parser as osp
except ImportError:  # the wrapper installs it; a direct run says how
    sys.exit("check_pbxproj: the openstep_parser package is missing: python3 -m pip install openstep_parser")

ID = re.compile(r"^[0-9A-F]{24}$")
ID_WITH_COMMENT = re.compile(r"\b([0-9A-F]{24})\b(?: /\* (.*?) \*/)?")
DEFINITION = re.compile(r"^\t\t([0-9A-F]{24})(?: /\* (.*?) \*/)? = \{", re.M)
SECTION = re.compile(r"^/\* (Begin|End) (\w+) section \*/$", re.M)

# Dangling references that a fixture keeps on purpose, by path relative to the repository root.
KNOWN_DANGLING = {
    # The reader's robustness fixture: one target reference is left over from a bad merge (its
    # comment says so), and the project's main group / product group are not written at all.
    "Fixtures/XcodeProject/TVShows.xcodeproj/project.pbxproj": {
        "4C1A2BFF2A10F00100C0FFEE",
        "4C1A2B2F2A10F00100C0FFEE",
    },
}

FILE_LIKE = {"PBXFileReference", "PBXVariantGroup", "PBXReferenceProxy", "XCVersionGroup"}
PHASES = {"PBXSourcesBuildPhase", "PBXResourcesBuildPhase", "PBXFrameworksBuildPhase", "PBXHeadersBuildPhase",
          "PBXCopyFilesBuildPhase", "PBXShellScriptBuildPhase", "PBXRezBuildPhase"}
TARGETS = {"PBXNativeTarget", "PBXAggregateTarget", "PBXLegacyTarget"}
PACKAGES = {"XCRemoteSwiftPackageReference", "XCLocalSwiftPackageReference"}
SYNCED_GROUPS = {"PBXFileSystemSynchronizedRootGroup"}
TREE_PARENTS = {"PBXGroup", "PBXVariantGroup", "XCVersionGroup"}
NOT_ON_DISK = {"BUILT_PRODUCTS_DIR", "SDKROOT", "DEVELOPER_DIR", "<absolute>"}


class Report:
    def __init__(self):
        self.errors, self.warnings = [], []

    def error(self, text):
        self.errors.append(text)

    def warn(self, text):
        self.warnings.append(text)


def walk_strings(value, path):
    """Yields (where, string) for every string in a parsed value, dictionary keys included."""
    if isinstance(value, str):
        yield path, value
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from walk_strings(item, f"{path}[{index}]")
    elif isinstance(value, dict):
        for key, item in value.items():
            yield f"{path} (key)", key
            yield from walk_strings(item, f"{path}.{key}")


def check_text(text, report):
    """What only the text shows: duplicate definitions, sections, ID order, comments."""
    if not text.startswith("// !$*UTF8*$!\n"):
        report.error("the first line is not // !$*UTF8*$!")
    seen, comments = {}, {}
    for match in DEFINITION.finditer(text):
        oid, comment = match.group(1), match.group(2)
        seen[oid] = seen.get(oid, 0) + 1
        comments[oid] = comment
    for oid, count in seen.items():
        if count > 1:
            report.error(f"object {oid} is defined {count} times")
    # Sections: every definition inside Begin X … End X.
    current, section_ids = None, {}
    position = 0
    for match in SECTION.finditer(text):
        if match.group(1) == "Begin":
            if current is not None:
                report.error(f"section {match.group(2)} begins inside section {current}")
            current = match.group(2)
            position = match.end()
        else:
            if current != match.group(2):
                report.error(f"section {match.group(2)} ends but {current} is open")
            body = text[position:match.start()]
            section_ids[current] = [m.group(1) for m in DEFINITION.finditer(body)]
            current = None
    if current is not None:
        report.error(f"section {current} never ends")
    return comments, section_ids


def check_references_comments(text, comments, report):
    """An ID written with a comment must carry the comment of its definition (as Xcode writes it)."""
    for match in ID_WITH_COMMENT.finditer(text):
        oid, comment = match.group(1), match.group(2)
        # Xcode writes no comment after an ID used as a dictionary key (TargetAttributes) or for the
        # main group, which has no name.
        if oid not in comments or comment is None:
            continue
        if comment != comments[oid]:
            report.warn(f"{oid} is written with the comment {comment!r}, defined with {comments[oid]!r}")


def check_objects(parsed, pbxproj_path, rel, text, report):
    objects = parsed.get("objects")
    if not isinstance(objects, dict) or not objects:
        report.error("no objects dictionary")
        return
    if parsed.get("archiveVersion") != "1":
        report.error(f"archiveVersion is {parsed.get('archiveVersion')!r}, not 1")
    version = parsed.get("objectVersion", "")
    if not version.isdigit():
        report.error(f"objectVersion is {version!r}")
        version = "0"
    if "classes" not in parsed:
        report.error("no classes dictionary")

    dangling = set()

    def isa(oid):
        obj = objects.get(oid)
        return obj.get("isa") if isinstance(obj, dict) else None

    def expect(oid, allowed, where):
        if oid is None:
            report.error(f"{where} is missing")
            return False
        if oid not in objects:
            # Dangling IDs are reported once, by the scan of every ID-shaped string.
            if oid not in KNOWN_DANGLING.get(rel, ()) and oid not in dangling:
                report.error(f"{where} = {oid} is no object")
            return False
        if isa(oid) not in allowed:
            report.error(f"{where} = {oid} is a {isa(oid)}, not {' or '.join(sorted(allowed))}")
            return False
        return True

    for oid, obj in objects.items():
        if not ID.match(oid):
            report.warn(f"object key {oid!r} is not 24 uppercase hex digits")
        if not isinstance(obj, dict) or "isa" not in obj:
            report.error(f"object {oid} has no isa")

    # Every ID-shaped string points at an object.
    for oid, obj in objects.items():
        for where, string in walk_strings(obj, oid):
            if ID.match(string) and string not in objects:
                if string in KNOWN_DANGLING.get(rel, ()):
                    continue
                dangling.add(string)
                report.error(f"{where} names {string}, which is no object")

    root = parsed.get("rootObject")
    if not expect(root, {"PBXProject"}, "rootObject"):
        return
    project = objects[root]
    expect(project.get("buildConfigurationList"), {"XCConfigurationList"}, f"{root}.buildConfigurationList")
    expect(project.get("mainGroup"), {"PBXGroup"}, f"{root}.mainGroup")
    if "productRefGroup" in project:
        expect(project.get("productRefGroup"), {"PBXGroup"}, f"{root}.productRefGroup")
    for index, target in enumerate(project.get("targets", [])):
        expect(target, TARGETS, f"{root}.targets[{index}]")
    for index, package in enumerate(project.get("packageReferences", [])):
        expect(package, PACKAGES, f"{root}.packageReferences[{index}]")
    for key in project.get("attributes", {}).get("TargetAttributes", {}):
        expect(key, TARGETS, f"{root}.attributes.TargetAttributes key")

    # Configuration lists.
    for oid, obj in objects.items():
        if not isinstance(obj, dict):
            continue
        kind = obj.get("isa")
        if kind == "XCConfigurationList":
            names = []
            for index, config in enumerate(obj.get("buildConfigurations", [])):
                if expect(config, {"XCBuildConfiguration"}, f"{oid}.buildConfigurations[{index}]"):
                    names.append(objects[config].get("name"))
            if len(names) != len(set(names)):
                report.error(f"configuration list {oid} repeats a configuration name: {names}")
            default = obj.get("defaultConfigurationName")
            if default is not None and default not in names:
                report.error(f"configuration list {oid}: defaultConfigurationName {default!r} is not one of {names}")
        elif kind == "XCBuildConfiguration":
            if not isinstance(obj.get("buildSettings"), dict):
                report.error(f"configuration {oid} has no buildSettings")
            if "baseConfigurationReference" in obj:
                expect(obj["baseConfigurationReference"], {"PBXFileReference"}, f"{oid}.baseConfigurationReference")
        elif kind == "PBXBuildFile":
            refs = [key for key in ("fileRef", "productRef") if key in obj]
            if len(refs) != 1:
                report.error(f"build file {oid} has {' and '.join(refs) or 'neither fileRef nor productRef'}")
            if "fileRef" in obj:
                expect(obj["fileRef"], FILE_LIKE, f"{oid}.fileRef")
            if "productRef" in obj:
                expect(obj["productRef"], {"XCSwiftPackageProductDependency"}, f"{oid}.productRef")
        elif kind in TARGETS:
            expect(obj.get("buildConfigurationList"), {"XCConfigurationList"}, f"{oid}.buildConfigurationList")
            for index, phase in enumerate(obj.get("buildPhases", [])):
                expect(phase, PHASES, f"{oid}.buildPhases[{index}]")
            for index, dependency in enumerate(obj.get("dependencies", [])):
                expect(dependency, {"PBXTargetDependency"}, f"{oid}.dependencies[{index}]")
            for index, product in enumerate(obj.get("packageProductDependencies", [])):
                expect(product, {"XCSwiftPackageProductDependency"}, f"{oid}.packageProductDependencies[{index}]")
            for index, group in enumerate(obj.get("fileSystemSynchronizedGroups", [])):
                expect(group, SYNCED_GROUPS, f"{oid}.fileSystemSynchronizedGroups[{index}]")
            if "productReference" in obj:
                expect(obj["productReference"], {"PBXFileReference"}, f"{oid}.productReference")
        elif kind == "PBXTargetDependency":
            if "target" in obj:
                expect(obj["target"], TARGETS, f"{oid}.target")
            if "targetProxy" in obj:
                expect(obj["targetProxy"], {"PBXContainerItemProxy"}, f"{oid}.targetProxy")
        elif kind == "PBXContainerItemProxy":
            expect(obj.get("containerPortal"), {"PBXProject", "PBXFileReference"}, f"{oid}.containerPortal")
            portal = obj.get("remoteGlobalIDString")
            if obj.get("containerPortal") == root:
                expect(portal, TARGETS, f"{oid}.remoteGlobalIDString")
        elif kind == "XCSwiftPackageProductDependency":
            if "package" in obj:
                expect(obj["package"], PACKAGES, f"{oid}.package")
            if not obj.get("productName"):
                report.error(f"package product {oid} has no productName")
        elif kind == "XCRemoteSwiftPackageReference":
            if not obj.get("repositoryURL") or not isinstance(obj.get("requirement"), dict):
                report.error(f"package reference {oid} needs repositoryURL and requirement")
        elif kind in SYNCED_GROUPS or kind == "PBXFileSystemSynchronizedBuildFileExceptionSet":
            if int(version) < 77:
                report.error(f"{kind} {oid} needs objectVersion 77, the file has {version}")
            if kind == "PBXFileSystemSynchronizedBuildFileExceptionSet":
                expect(obj.get("target"), TARGETS, f"{oid}.target")
                if not isinstance(obj.get("membershipExceptions", []), list):
                    report.error(f"exception set {oid}: membershipExceptions is not a list")
            else:
                for index, exception in enumerate(obj.get("exceptions", [])):
                    expect(exception, {"PBXFileSystemSynchronizedBuildFileExceptionSet"}, f"{oid}.exceptions[{index}]")
        if kind in PHASES:
            for index, build_file in enumerate(obj.get("files", [])):
                expect(build_file, {"PBXBuildFile"}, f"{oid}.files[{index}]")

    # A build file is in exactly one phase; an exception set belongs to exactly one folder.
    phase_of = {}
    for oid, obj in objects.items():
        if isinstance(obj, dict) and obj.get("isa") in PHASES:
            for build_file in obj.get("files", []):
                if build_file in phase_of:
                    report.error(f"build file {build_file} is in phases {phase_of[build_file]} and {oid}")
                phase_of[build_file] = oid
    for oid, obj in objects.items():
        if isinstance(obj, dict) and obj.get("isa") == "PBXBuildFile" and oid not in phase_of:
            report.warn(f"build file {oid} is in no build phase")
    folder_of = {}
    for oid, obj in objects.items():
        if isinstance(obj, dict) and obj.get("isa") in SYNCED_GROUPS:
            for exception in obj.get("exceptions", []):
                if exception in folder_of:
                    report.error(f"exception set {exception} belongs to folders {folder_of[exception]} and {oid}")
                folder_of[exception] = oid
    for oid, obj in objects.items():
        if isinstance(obj, dict) and obj.get("isa") == "PBXFileSystemSynchronizedBuildFileExceptionSet":
            folder = folder_of.get(oid)
            if folder is None:
                report.error(f"exception set {oid} belongs to no synchronized folder")
                continue
            target = objects.get(obj.get("target"), {})
            if folder not in target.get("fileSystemSynchronizedGroups", []):
                report.warn(f"exception set {oid} is for target {obj.get('target')}, which does not sync folder {folder}")

    # Group tree: one parent each; files on disk.
    parent = {}
    for oid, obj in objects.items():
        if isinstance(obj, dict) and obj.get("isa") in TREE_PARENTS | {"PBXGroup"}:
            for index, child in enumerate(obj.get("children", [])):
                if child in dangling:
                    continue
                expect(child, FILE_LIKE | TREE_PARENTS | SYNCED_GROUPS, f"{oid}.children[{index}]")
                if child in parent:
                    report.warn(f"{child} has two parent groups, {parent[child]} and {oid}")
                parent[child] = oid
    main_group = project.get("mainGroup")
    for oid, obj in objects.items():
        if isinstance(obj, dict) and obj.get("isa") in FILE_LIKE | TREE_PARENTS | SYNCED_GROUPS:
            if oid != main_group and oid not in parent:
                report.warn(f"{obj.get('isa')} {oid} ({obj.get('name') or obj.get('path')}) is in no group")

    project_dir = os.path.normpath(os.path.join(os.path.dirname(os.path.dirname(pbxproj_path)), project.get("projectDirPath", "")))

    def directory(oid, depth=0):
        """The folder a group's or file's path is relative to, or None when it is not on disk."""
        if depth > 64:
            return None
        obj = objects.get(oid, {})
        tree = obj.get("sourceTree", "<group>")
        if oid == main_group:
            base = project_dir
        elif tree == "SOURCE_ROOT":
            base = project_dir
        elif tree == "<group>":
            owner = parent.get(oid)
            if owner is None:
                return None
            base = directory(owner, depth + 1)
            if base is None:
                return None
        else:
            return None
        if objects.get(oid, {}).get("isa") == "PBXVariantGroup":
            return base  # its children's paths (Base.lproj/Main.storyboard) are relative to the variant group's folder
        return os.path.normpath(os.path.join(base, obj.get("path", ""))) if obj.get("path") else base

    def pods_folder(location):
        """Whether a missing path is inside CocoaPods' Pods/ folder next to a Podfile (ignored by git)."""
        parts = os.path.normpath(location).split(os.sep)
        for index, part in enumerate(parts):
            if part == "Pods" and os.path.exists(os.sep.join(parts[:index] + ["Podfile"])):
                return True
        return False

    for oid, obj in objects.items():
        if not isinstance(obj, dict) or obj.get("sourceTree") in NOT_ON_DISK:
            continue
        if obj.get("isa") in ("PBXFileReference", "PBXFileSystemSynchronizedRootGroup") or (
                obj.get("isa") == "PBXGroup" and obj.get("path")):
            location = directory(oid)
            if location is not None and not os.path.exists(location) and not pods_folder(location):
                report.warn(f"{obj.get('isa')} {oid} points at {os.path.relpath(location)}, which does not exist")


def check_sections(objects, section_ids, report):
    for section, ids in section_ids.items():
        for oid in ids:
            kind = objects.get(oid, {}).get("isa") if isinstance(objects.get(oid), dict) else None
            if kind != section:
                report.warn(f"object {oid} ({kind}) is in the {section} section")
        if ids != sorted(ids):
            report.warn(f"the {section} section is not in ID order")


def check_file(path, root):
    rel = os.path.relpath(path, root)
    report = Report()
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    must_fail = "/invalid-project/corrupt-" in "/" + rel.replace(os.sep, "/")
    try:
        parsed = osp.OpenStepDecoder.ParseFromString(text)
        failure = None if isinstance(parsed, dict) else "the top level is not a dictionary"
    except Exception as error:  # the parser raises bare Exceptions and IndexErrors
        parsed, failure = None, f"{type(error).__name__}: {error}"
    if must_fail:
        if failure is None:
            report.error("this corrupt fixture parses, but it must not")
        return rel, report, f"does not parse, as intended ({failure.splitlines()[0][:80]})" if failure else ""
    if failure:
        report.error(f"does not parse: {failure}")
        return rel, report, ""
    comments, section_ids = check_text(text, report)
    check_objects(parsed, path, rel, text, report)
    if isinstance(parsed.get("objects"), dict):
        check_sections(parsed["objects"], section_ids, report)
        check_references_comments(text, comments, report)
    count = len(parsed.get("objects") or {})
    return rel, report, f"{count} objects, objectVersion {parsed.get('objectVersion')}"


def main():
    arguments = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    arguments.add_argument("--strict", action="store_true", help="fail on warnings too")
    arguments.add_argument("--root", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    arguments.add_argument("paths", nargs="*", help="project.pbxproj files (default: every one under Fixtures/)")
    options = arguments.parse_args()
    root = os.path.normpath(options.root)
    paths = [os.path.abspath(p) for p in options.paths]
    if not paths:
        for folder, subfolders, files in os.walk(os.path.join(root, "Fixtures")):
            subfolders.sort()
            if "project.pbxproj" in files:
                paths.append(os.path.join(folder, "project.pbxproj"))
    if not paths:
        print("check-pbxproj: no project.pbxproj under Fixtures/", file=sys.stderr)
        return 1
    failed = 0
    for path in sorted(paths):
        rel, report, summary = check_file(path, root)
        bad = bool(report.errors) or (options.strict and bool(report.warnings))
        failed += bad
        suffix = f", {len(report.warnings)} warning(s)" if report.warnings else ""
        print(f"{'FAIL' if bad else 'PASS'} {rel}" + (f": {summary}{suffix}" if summary or suffix else ""))
        for text in report.errors:
            print(f"    error: {text}")
        for text in report.warnings:
            print(f"    warning: {text}")
    print(f"check-pbxproj: {len(paths)} file(s), {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
