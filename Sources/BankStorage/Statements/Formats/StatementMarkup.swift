package import SWXMLHash

/// An element of a statement written in markup (OFX, CAMT.053), as the statement readers walk it:
/// the SGML reader's own elements and SWXMLHash's XML elements alike.
package protocol StatementMarkupNode {
    /// Its name, without a namespace prefix.
    var elementName: String { get }
    /// The text it holds, without blanks around it.
    var elementText: String { get }
    /// The elements it holds, in order.
    var elementChildren: [Self] { get }
    /// The value of its attribute `name`, if it has one.
    func attribute(_ name: String) -> String?
}

extension StatementMarkupNode {
    /// Its first child named `name`.
    package func child(_ name: String) -> Self? {
        elementChildren.first { $0.elementName == name }
    }

    /// The text of the element `path` names from here, one child at a time; nil when there is
    /// none or it holds no text.
    package func text(_ path: String...) -> String? {
        var node = self
        for name in path {
            guard let next = node.child(name) else { return nil }
            node = next
        }
        let text = node.elementText
        return text.isEmpty ? nil : text
    }

    /// Every element named `name` below this one, in the order the file writes them, not looking
    /// inside those found.
    package func descendants(named name: String) -> [Self] {
        var found: [Self] = []
        collect(name, into: &found)
        return found
    }

    private func collect(_ name: String, into found: inout [Self]) {
        for child in elementChildren {
            if child.elementName == name {
                found.append(child)
            } else {
                child.collect(name, into: &found)
            }
        }
    }
}

/// An element an OFX 1.x (SGML) file writes: a leaf holds text and needs no end tag, an
/// aggregate holds elements and ends with one.
package final class SGMLElement: StatementMarkupNode {
    package let elementName: String
    /// The line its start tag is on.
    package let line: Int
    package private(set) var elementText = ""
    package private(set) var elementChildren: [SGMLElement] = []

    package init(name: String, line: Int) {
        elementName = name
        self.line = line
    }

    package func attribute(_ name: String) -> String? { nil }

    package func append(_ child: SGMLElement) {
        elementChildren.append(child)
    }

    package func append(contentsOf children: [SGMLElement]) {
        elementChildren.append(contentsOf: children)
    }

    /// Its children, taken out of it.
    package func takeChildren() -> [SGMLElement] {
        defer { elementChildren.removeAll() }
        return elementChildren
    }

    package func setText(_ text: String) {
        elementText = text
    }
}

/// An element of an XML statement as SWXMLHash read it.
package struct XMLNode: StatementMarkupNode {
    package let element: SWXMLHash.XMLElement

    package var elementName: String {
        element.name.split(separator: ":").last.map(String.init) ?? element.name
    }

    package var elementText: String {
        element.text.trimmingBlanks
    }

    package var elementChildren: [XMLNode] {
        element.children.compactMap { ($0 as? SWXMLHash.XMLElement).map(XMLNode.init) }
    }

    package func attribute(_ name: String) -> String? {
        element.attribute(by: name)?.text
    }
}
